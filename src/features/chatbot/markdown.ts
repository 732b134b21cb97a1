// The little Markdown the chatbot writes (paragraphs, line breaks, bulleted and numbered lists, **bold** and
// *italics*) as HTML. HTML in the answer is left as it is: what comes out is only ever shown through the sanitizer.

const BULLET = /^\s*[-*•]\s+(.*)$/;
const NUMBERED = /^\s*\d+[.)]\s+(.*)$/;
/** A paragraph that is HTML already (a block element of its own) is not wrapped in another. */
const BLOCK_HTML = /^\s*<(p|ul|ol|table|h[1-6]|div|blockquote)\b/i;

const inline = (text: string) =>
  text.replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>').replace(/(^|[^*])\*([^*\s][^*]*?)\*(?!\*)/g, '$1<em>$2</em>');

export function markdownToHtml(text: string): string {
  const blocks: string[] = [];
  let paragraph: string[] = [];
  let list: { tag: 'ul' | 'ol'; items: string[] } | undefined;
  const endParagraph = () => {
    if (!paragraph.length) return;
    const html = paragraph.map(inline).join('<br>');
    blocks.push(BLOCK_HTML.test(html) ? html : `<p>${html}</p>`);
    paragraph = [];
  };
  const endList = () => {
    if (!list) return;
    blocks.push(`<${list.tag}>${list.items.map((item) => `<li>${inline(item)}</li>`).join('')}</${list.tag}>`);
    list = undefined;
  };
  for (const line of text.split(/\r?\n/)) {
    const item = BULLET.exec(line) ?? NUMBERED.exec(line);
    if (item) {
      const tag = BULLET.test(line) ? 'ul' : 'ol';
      endParagraph();
      if (list?.tag !== tag) endList();
      (list ??= { tag, items: [] }).items.push(item[1]);
    } else if (line.trim()) {
      endList();
      paragraph.push(line.trim());
    } else {
      endParagraph();
      endList();
    }
  }
  endParagraph();
  endList();
  return blocks.join('');
}
