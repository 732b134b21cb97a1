import { Editor } from '@tiptap/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sanitizeHtml } from '@/lib/sanitize';
import { bodyHtml, newsBodyExtensions } from './extensions';

/** The HTML's DOM in one canonical form: attributes sorted, `<br />` and `<br>` alike. */
function canonical(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  const walk = (node: ChildNode): string => {
    if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
    if (!(node instanceof Element)) return '';
    const attributes = [...node.attributes]
      .map((a) => `${a.name}="${a.value}"`)
      .sort()
      .join(' ');
    return `<${node.localName}${attributes ? ` ${attributes}` : ''}>${[...node.childNodes].map(walk).join('')}</${node.localName}>`;
  };
  return [...template.content.childNodes].map(walk).join('');
}

let editor: Editor | undefined;
afterEach(() => editor?.destroy());

const editorWith = (content: string) => (editor = new Editor({ extensions: newsBodyExtensions(), content }));

/** Every change the toolbar (and the editor's keyboard rules) can make, on a selected sentence. */
const commands: Record<string, (e: Editor) => unknown> = {
  bold: (e) => e.chain().selectAll().toggleBold().run(),
  italic: (e) => e.chain().selectAll().toggleItalic().run(),
  underline: (e) => e.chain().selectAll().toggleUnderline().run(),
  strike: (e) => e.chain().selectAll().toggleStrike().run(),
  h2: (e) => e.chain().selectAll().toggleHeading({ level: 2 }).run(),
  h3: (e) => e.chain().selectAll().toggleHeading({ level: 3 }).run(),
  h4: (e) => e.chain().selectAll().toggleHeading({ level: 4 }).run(),
  bulletList: (e) => e.chain().selectAll().toggleBulletList().run(),
  orderedList: (e) => e.chain().selectAll().toggleOrderedList().run(),
  orderedListFrom3: (e) =>
    e.chain().selectAll().toggleOrderedList().updateAttributes('orderedList', { start: 3 }).run(),
  blockquote: (e) => e.chain().selectAll().toggleBlockquote().run(),
  link: (e) => e.chain().selectAll().setLink({ href: 'https://example.pl/a?b=1&c=2' }).run(),
  mailto: (e) => e.chain().selectAll().setLink({ href: 'mailto:biuro@example.pl' }).run(),
  hardBreak: (e) => e.chain().focus('end').setHardBreak().insertContent('dalej').run(),
  clearFormatting: (e) => e.chain().selectAll().toggleBold().unsetAllMarks().clearNodes().run(),
};

describe('the news body editor and the sanitizer', () => {
  it.each(Object.entries(commands))('what the editor writes with "%s" survives the sanitizer unchanged', (_, run) => {
    const e = editorWith('<p>Zdanie <em>z</em> treścią.</p><p>Drugi akapit.</p>');
    run(e);
    const html = bodyHtml(e);
    expect(html).not.toBe('');
    expect(canonical(sanitizeHtml(html))).toBe(canonical(html));
  });

  it('keeps a whole body with every kind of content as it was written, tables included', () => {
    const body =
      '<h2>Nagłówek</h2><h3>Niższy</h3><h4>Najniższy</h4>' +
      '<p>Tekst <strong>pogrubiony</strong>, <em>kursywa</em>, <u>podkreślenie</u>, <s>przekreślenie</s>,<br>' +
      '<a target="_blank" rel="noopener noreferrer" href="https://example.pl">link</a>.</p>' +
      '<ul><li><p>punkt</p></li></ul><ol start="2" type="a"><li><p>drugi</p></li></ol>' +
      '<blockquote><p>cytat</p></blockquote>' +
      '<table><tbody><tr><th>Forma</th><th>Podstawa</th></tr><tr><td>Ryczałt</td><td>przychód</td></tr></tbody></table>';
    const html = bodyHtml(editorWith(body));
    expect(canonical(html)).toBe(canonical(body));
    expect(canonical(sanitizeHtml(html))).toBe(canonical(html));
  });

  it('writes nothing the sanitizer would drop, whatever is pasted in', () => {
    const hostile =
      '<h1 style="color:red" class="big" id="x">Tytuł</h1>' +
      '<p onclick="alert(1)" style="position:fixed">tekst<img src="x" onerror="alert(1)"></p>' +
      '<script>alert(1)</script><iframe src="https://evil.example"></iframe>' +
      '<p><a href="javascript:alert(1)">js</a> <a href="data:text/html,x">data</a> ' +
      '<a href="ftp://example.pl" title="t" class="c">ftp</a> <a href="https://ok.pl" target="_self" title="t">ok</a></p>' +
      '<pre><code>kod</code></pre><hr><h5>h5</h5><svg><a href="javascript:alert(1)">s</a></svg>';
    const html = bodyHtml(editorWith(hostile));
    for (const dropped of ['<h1', '<img', '<script', '<iframe', '<pre', '<code', '<hr', '<h5', '<svg'])
      expect(html).not.toContain(dropped);
    for (const attribute of ['style=', 'class=', 'id=', 'onclick', 'onerror', 'title=', 'javascript:', 'data:', 'ftp:'])
      expect(html).not.toContain(attribute);
    // the text stays, and a link to the web keeps its address
    expect(html).toContain('Tytuł');
    expect(html).toContain('href="https://ok.pl"');
    // and it is exactly what the sanitizer keeps
    expect(canonical(sanitizeHtml(html))).toBe(canonical(html));
  });

  it('takes a body, and what is pasted, through the sanitizer first: list attributes it would drop never get in', () => {
    const junk = '<ol start="x" type="disc" style="list-style:square"><li>l</li></ol>';
    const html = bodyHtml(editorWith(sanitizeHtml(junk)));
    expect(html).toBe('<ol><li><p>l</p></li></ol>');
  });

  it('the sanitizer drops, from a body that did not come from the editor, what the editor cannot write', () => {
    const html = sanitizeHtml(
      '<p style="color:red" class="x">a<img src="x"></p><pre>kod</pre><hr><ol start="x" type="disc"><li>l</li></ol>' +
        '<a href="javascript:alert(1)">js</a>',
    );
    expect(html).toBe('<p>a</p>kod<ol><li>l</li></ol>js');
  });

  it('shows in the article every paragraph the editor shows, after an element or comment never ended (issue 32)', () => {
    const text = (html: string) => {
      const template = document.createElement('template');
      template.innerHTML = html;
      return template.content.textContent ?? '';
    };
    for (const opening of [
      '<style>',
      '<script>',
      '<noscript>',
      '<textarea>',
      '<title>',
      '<xmp>',
      '<iframe>',
      '<noembed>',
      '<noframes>',
      '<plaintext>',
      '<template>',
      '<select>',
      '<option>',
      '<select><option>',
      '<svg><style>',
      '<math><script>',
      '<!--',
      '<![CDATA[',
    ]) {
      const body = `<p>Wstęp</p>${opening}<p>Dalszy tekst artykułu</p><p>Ostatni akapit</p>`;
      // the editor as it reads a body that did not go through the sanitizer, and the article
      const shown = editorWith(body).getText();
      editor?.destroy();
      const article = text(sanitizeHtml(body));
      for (const paragraph of ['Wstęp', 'Dalszy tekst artykułu', 'Ostatni akapit'])
        if (shown.includes(paragraph)) expect(article, `${opening}: ${paragraph}`).toContain(paragraph);
      // and the article shows each of them
      expect(article, opening).toMatch(/Wstęp.*Dalszy tekst artykułu.*Ostatni akapit/s);
    }
  });

  it('an empty editor is an empty body', () => {
    expect(bodyHtml(editorWith(''))).toBe('');
    expect(bodyHtml(editorWith('<p></p>'))).toBe('');
  });
});
