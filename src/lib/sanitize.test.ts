import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize';

describe('sanitizeHtml', () => {
  it('keeps the structure a news body needs', () => {
    const html =
      '<h2>Co musisz zrobić?</h2><p>Od 2026 roku <strong>obowiązkowo</strong>, <em>stopniowo</em>, <u>u</u> <s>s</s>.<br></p>' +
      '<ul><li>jeden</li></ul><ol><li>dwa</li></ol><blockquote>cytat</blockquote>' +
      '<table><thead><tr><th>A</th></tr></thead><tbody><tr><td>1</td></tr></tbody></table>';
    expect(sanitizeHtml(html)).toBe(html.replace('<br>', '<br />'));
  });

  it('drops scripts with their content, and event handlers', () => {
    expect(sanitizeHtml('<p>a<script>alert(1)</script>b</p>')).toBe('<p>ab</p>');
    expect(sanitizeHtml('<p onclick="alert(1)" onmouseover="x()">tekst</p>')).toBe('<p>tekst</p>');
    expect(sanitizeHtml('<img src="x" onerror="alert(1)"><p>po</p>')).toBe('<p>po</p>');
  });

  it('keeps links to http(s) and mailto only, opening in a new tab without access to the page', () => {
    expect(sanitizeHtml('<a href="https://example.pl/a" target="_self" rel="opener">strona</a>')).toBe(
      '<a href="https://example.pl/a" target="_blank" rel="noopener noreferrer">strona</a>',
    );
    expect(sanitizeHtml('<a href="mailto:biuro@example.pl">napisz</a>')).toContain('href="mailto:biuro@example.pl"');
    // a link to a script, data or another scheme loses its address and so is no link: its text stays
    for (const href of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'java&#x09;script:alert(1)',
      'data:text/html,x',
      '//evil.example/x',
      'vbscript:x',
    ])
      expect(sanitizeHtml(`<a href="${href}">kliknij</a>`), href).toBe('kliknij');
  });

  it('drops styles, classes and ids, and style elements with their content', () => {
    expect(sanitizeHtml('<p style="position:fixed;top:0" class="x" id="y">t</p>')).toBe('<p>t</p>');
    expect(sanitizeHtml('<style>body{display:none}</style><p>t</p>')).toBe('<p>t</p>');
  });

  it('drops frames, objects, forms, SVG and MathML', () => {
    expect(sanitizeHtml('<iframe src="https://evil.example"></iframe><p>t</p>')).toBe('<p>t</p>');
    expect(sanitizeHtml('<object data="x.swf"></object><embed src="x"><form action="/x"><input name="a"></form>')).toBe(
      '',
    );
    expect(sanitizeHtml('<svg><script>alert(1)</script><a xlink:href="javascript:alert(1)">s</a></svg>')).toBe('s');
    expect(
      sanitizeHtml('<svg onload="alert(1)"><animate attributeName="href" values="javascript:alert(1)"/></svg>'),
    ).toBe('');
    expect(sanitizeHtml('<math><mi xlink:href="javascript:alert(1)">m</mi></math>')).toBe('m');
  });

  it('keeps a numbered list’s start and numbering type when they are well formed, nothing else of a list', () => {
    expect(sanitizeHtml('<ol start="3" type="a"><li>c</li></ol>')).toBe('<ol start="3" type="a"><li>c</li></ol>');
    expect(sanitizeHtml('<ol start="x" type="disc" reversed class="y"><li>c</li></ol>')).toBe('<ol><li>c</li></ol>');
    expect(sanitizeHtml('<ul start="3" type="a"><li>c</li></ul>')).toBe('<ul><li>c</li></ul>');
  });

  it('turns an H1 into an H2 (the page has its own H1) and H5–H6 into H4', () => {
    expect(sanitizeHtml('<h1>a</h1><h5>b</h5><h6>c</h6>')).toBe('<h2>a</h2><h4>b</h4><h4>c</h4>');
  });
});

// ── What comes out: the allowed tags and attributes only, every element closed ──────────────────────────────────

const allowedAttributes: Record<string, string[]> = { a: ['href', 'target', 'rel'], ol: ['start', 'type'] };
const allowedTags = new Set(
  'p br h2 h3 h4 ul ol li strong b em i u s blockquote a table thead tbody tr th td'.split(' '),
);

/**
 * Fails unless the HTML holds only allowed tags and attributes, links only to the web or e-mail, and every element
 * it opens is closed in order (sanitize-html escapes every `<` of text and attribute values, so each `<` is a tag).
 */
function expectOnlyAllowed(html: string) {
  const open: string[] = [];
  for (const [, end, name = '', rest = ''] of html.matchAll(/<(\/?)([^\s/>]+)([^>]*)>/g)) {
    expect(allowedTags, html).toContain(name);
    if (end) {
      expect(open.pop(), html).toBe(name);
      continue;
    }
    const attributes = [...rest.matchAll(/\s([^\s=/]+)="([^"]*)"/g)];
    expect(rest.replace(/\s([^\s=/]+)="([^"]*)"/g, '').trim(), html).toMatch(/^\/?$/);
    for (const [, attribute = '', value = ''] of attributes) {
      expect(allowedAttributes[name] ?? [], html).toContain(attribute);
      if (attribute === 'href') expect(value, html).toMatch(/^(https?:\/\/[^/]|mailto:)/i);
    }
    if (!rest.endsWith('/')) open.push(name);
  }
  expect(open, html).toEqual([]);
  expect(html, html).not.toMatch(/<(?!\/?[a-z][a-z0-9]*[\s/>])/);
}

/** The text a reader sees (tags taken away, the few entities the sanitizer writes read back). */
const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&quot;', '"')
    .replaceAll('&amp;', '&');

const after = '<p>Dalszy tekst artykułu</p><img src=x onerror="alert(1)"><p>i <strong>koniec</strong>.</p>';

describe('sanitizeHtml: an element, comment or section never ended cuts nothing off (issue 32)', () => {
  // each opening with nothing after it that ends it: a browser, and the parser, read all the rest as its content
  const unended = [
    '<style>',
    '<STYLE type="text/css">',
    '<style/>',
    '<style\n>',
    '<noscript>',
    '<noscript><style>',
    '<script>',
    '<script src="https://evil.example/x.js">',
    '<script>alert(1)',
    '<textarea>',
    '<textarea name="a">tekst pola',
    '<title>',
    '<xmp>',
    '<iframe>',
    '<iframe src="https://evil.example">',
    '<noembed>',
    '<noframes>',
    '<plaintext>',
    '<template>',
    '<select>',
    '<select><option>Opcja',
    '<option>',
    '<optgroup label="g">',
    '<datalist><option>',
    '<svg><style>',
    '<svg><script>',
    '<math><style>',
    '<!--',
    '<!-- komentarz',
    '<!--<p>',
    '<![CDATA[',
    '<![CDATA[ x',
    '<style>a{}</style><style>',
    '<script>alert(1)</script><script>',
    '<!-- zamknięty --><!--',
  ];

  it.each(unended)('after %j the following paragraphs stay, sanitized like the rest', (opening) => {
    for (const html of [`<p>Wstęp</p>${opening}${after}`, `<p>Wstęp ${opening}</p>${after}`]) {
      const out = sanitizeHtml(html);
      expectOnlyAllowed(out);
      expect(textOf(out), html).toContain('Wstęp');
      expect(textOf(out), html).toContain('Dalszy tekst artykułu');
      expect(out, html).toContain('<strong>koniec</strong>');
      // nothing of the tags themselves, nor the image after them (the text after an unended script is text)
      expect(out, html).not.toMatch(/evil|text\/css|<img|onerror|&lt;(style|script)/);
    }
  });

  it('keeps an unfinished tag’s characters, as text, and what follows', () => {
    const out = sanitizeHtml('<p>Cena <a href="https://example.pl>tutaj</a> i dalej.</p><p>Dalszy tekst</p>');
    expectOnlyAllowed(out);
    expect(textOf(out)).toContain('<a href="https://example.pl>tutaj');
    expect(textOf(out)).toContain('Dalszy tekst');
    for (const unfinished of ['<p title="x', "<img src='x", '<b ', '</b ', '<!DOCTYPE html', '<? x', '<!x']) {
      const html = `<p>Dalszy tekst</p>${unfinished} koniec`;
      const text = sanitizeHtml(html);
      expectOnlyAllowed(text);
      expect(textOf(text), html).toContain('Dalszy tekst');
      expect(textOf(text), html).toContain('koniec');
    }
  });

  it('still drops a closed script’s, style’s, textarea’s or xmp’s content, and comments and CDATA sections', () => {
    const closed = [
      '<script>alert("s")</script>',
      '<style>p{color:red}</style>',
      '<textarea>pole</textarea>',
      '<xmp><b>xmp</b></xmp>',
      '<svg><style>p{color:red}</style></svg>',
      '<math><script>alert("s")</script></math>',
      '<svg><script>alert("s")</svg>',
      '<!-- komentarz -->',
      '<!-- komentarz --!>',
      '<![CDATA[sekcja]]>',
      '<iframe src="https://evil.example"></iframe>',
      '<select><option>Opcja</option></select>',
    ];
    for (const element of closed) {
      const out = sanitizeHtml(`<p>Wstęp</p>${element}<p>Dalszy tekst</p>`);
      expectOnlyAllowed(out);
      expect(textOf(out), element).toMatch(/^ Wstęp +(Opcja +)?Dalszy tekst $/);
    }
    // a closed one before an unended one of the same kind: the first one's content goes, the text after the second stays
    expect(sanitizeHtml('<style>p{}</style><p>a</p><style><p>b</p>')).toBe('<p>a</p><p>b</p>');
    expect(sanitizeHtml('<!-- x --><p>a</p><!--<p>b</p>')).toBe('<p>a</p><p>b</p>');
    // the end of a raw-text element is its end tag, wherever it stands
    expect(sanitizeHtml('<style>p[title="</style>"]{}<p>a</p>')).toBe('"]{}<p>a</p>');
  });

  it('takes a body of many unended openings in linear time', () => {
    for (const unit of ['<style>a', '<!--a', '<p title="a', '<!x', '<![CDATA[a', '<svg><title>', '<textarea>']) {
      const html = unit.repeat(Math.ceil(200_000 / unit.length));
      const start = performance.now();
      expectOnlyAllowed(sanitizeHtml(html));
      // searched to the end once for each opening, the body takes seconds, and a longer one far longer
      expect(performance.now() - start, unit).toBeLessThan(5_000);
    }
  });

  it('passes every XSS vector of the browser test through safely, with what follows it', async () => {
    const { xssVectors } = await import('../../e2e/xss-vectors');
    xssVectors.forEach((vector, n) => {
      const html = `${vector.replaceAll('$', String(n))}<p>Dalszy tekst artykułu</p>`;
      const out = sanitizeHtml(html);
      expectOnlyAllowed(out);
      expect(out, html).toContain('<p>Dalszy tekst artykułu</p>');
      // and the sanitizer's output is its own fixed point: nothing in it is read differently a second time
      expect(sanitizeHtml(out), html).toBe(out);
    });
  });
});
