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
