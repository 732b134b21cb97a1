// The one HTML sanitizer of the app, for HTML that comes from the API (a news item's body). Imported lazily
// (`import('…/lib/sanitize')`): sanitize-html with its parser is too big for any page's first load.
import sanitize from 'sanitize-html';

/**
 * What a body may hold: text structure and emphasis, lists (numbered ones with their start and numbering type),
 * quotes, simple tables and links. No images (the news item has its own picture, the Content-Security-Policy
 * refuses images from elsewhere, and an outside image could track the reader), no styles, classes, ids, scripts,
 * frames, forms, SVG or MathML.
 */
const options: sanitize.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'blockquote',
    'a',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  // target and rel are set below, whatever the source says
  allowedAttributes: { a: ['href', 'target', 'rel'], ol: ['start', 'type'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Text directly inside a script, style, textarea or xmp is dropped (below, `textFilter`), the elements being
  // dropped anyway; sanitize-html's own rule (`nonTextTags`) drops everything up to the element's end instead, which
  // for an element never ended (an <option> outside a list, a <style> inside an <svg>) is the rest of the body.
  nonTextTags: [],
  textFilter: (text, tagName) => (DROPPED_TEXT.has(tagName) ? '' : text),
  transformTags: {
    // the page's title is its only H1; headings below H4 are not worth a level of their own
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    // a numbered list may start further on and count in letters or Roman numerals (as the news editor writes it)
    ol: (tagName, { start, type }) => ({
      tagName,
      attribs: {
        ...(start && /^\d{1,6}$/.test(start) && { start }),
        ...(type && /^[1aAiI]$/.test(type) && { type }),
      },
    }),
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer' },
    }),
  },
  // a link without an address after the filter is no link: keep its text only
  exclusiveFilter: (frame) => (frame.tag === 'a' && !frame.attribs.href ? 'excludeTag' : false),
};

/** The HTML with only what `options` allows; links open in a new tab without access to this page. */
export function sanitizeHtml(html: string): string {
  return sanitize(withoutUnended(html), options);
}

/** Elements whose text is no text to read: code, styles, form fields' values. */
const DROPPED_TEXT = new Set(['script', 'style', 'textarea', 'xmp']);

/**
 * Elements whose content the parser reads as raw text, up to their end tag (`</name` and a space, `/` or `>`),
 * except inside SVG or MathML.
 */
const RAW_TEXT = new Set(['script', 'style', 'xmp', 'iframe', 'noembed', 'noframes', 'textarea', 'title']);

/** SVG and MathML, and the elements inside them that hold HTML again (as htmlparser2 has them). */
const FOREIGN = new Set(['svg', 'math']);
const HTML_AGAIN = new Set(['mi', 'mo', 'mn', 'ms', 'mtext', 'annotation-xml', 'foreignobject', 'desc', 'title']);

const isSpace = (c: string | undefined) => c === ' ' || c === '\n' || c === '\t' || c === '\f' || c === '\r';
const isEndOfTagName = (c: string | undefined) => c === undefined || c === '/' || c === '>' || isSpace(c);

/**
 * The HTML without the openings of what would run to its end: a raw-text element with no end tag after it (or a
 * <plaintext>, which has none), a comment or CDATA section never closed, a tag or a markup declaration with no `>`
 * after it. The parser (htmlparser2, as a browser) reads all the rest of such a body as the element's text, the
 * comment or the tag, so the sanitizer dropped it whole and the article lost everything after, while the news
 * editor, which reads the body with the browser's rules, could show it.
 *
 * A raw-text element's start tag and a comment's or CDATA section's opening are removed, so what follows is read as
 * ordinary markup (and sanitized as such); an unfinished tag or declaration keeps its characters, as text. Closed
 * elements, comments and sections are left as they are, for the sanitizer to drop with what they hold. This scans
 * the tokens as htmlparser2's tokenizer does; the sanitizer still parses the result on its own, so whatever the scan
 * could get wrong costs text at most, and lets nothing through.
 */
function withoutUnended(html: string): string {
  let result = '';
  let copied = 0; // html before this is in the result
  let at = 0;
  const drop = (from: number, to: number) => {
    result += html.slice(copied, from);
    copied = to;
  };
  const asText = (lt: number) => {
    result += `${html.slice(copied, lt)}&lt;`;
    copied = lt + 1;
  };
  const find = searchIn(html);
  // the open SVG, MathML and HTML-again elements, the innermost last: raw text is HTML's only
  const foreign: string[] = [];
  const inForeign = () => FOREIGN.has(foreign.at(-1) ?? '');
  for (let lt = html.indexOf('<', at); lt !== -1; lt = html.indexOf('<', at)) {
    const next = html[lt + 1] ?? '';
    if (html.startsWith('<!--', lt)) {
      // `<!-->` and `<!--->` are (empty) comments; any other ends at `-->` or `--!>`
      const abrupt = /^<!---?>/.exec(html.slice(lt, lt + 6));
      const end = abrupt ? { index: lt, length: abrupt[0].length } : find('--!?>', lt + 4);
      if (end) at = end.index + end.length;
      else drop(lt, (at = lt + 4));
    } else if (html.startsWith('<![CDATA[', lt)) {
      // a CDATA section ends at `]]>`; never ended, it is what a browser makes of it: a comment up to the next `>`
      const end = find('\\]\\]>', lt + 9);
      if (end) at = end.index + 3;
      else drop(lt, (at = (find('>', lt + 9)?.index ?? lt + 8) + 1));
    } else if (next === '!' || next === '?' || next === '/') {
      // an end tag, a declaration or a comment of another kind: up to the next `>`
      const gt = find('>', lt + 2);
      if (!gt) {
        asText(lt);
        at = lt + 1;
        continue;
      }
      at = gt.index + 1;
      const closed = next === '/' && /^[a-z]/i.test(html[lt + 2] ?? '') ? tagName(html, lt + 2) : undefined;
      const open = closed === undefined ? -1 : foreign.lastIndexOf(closed.name);
      if (open !== -1) foreign.length = open;
    } else if (/[a-z]/i.test(next)) {
      const tag = startTag(html, lt, find);
      if (!tag) {
        asText(lt);
        at = lt + 1;
      } else if ((tag.name === 'plaintext' || RAW_TEXT.has(tag.name)) && !inForeign()) {
        const end = tag.name === 'plaintext' ? undefined : find(`</${tag.name}[\\t\\n\\f\\r />]`, tag.end);
        if (end) {
          at = end.index;
          if (HTML_AGAIN.has(tag.name)) foreign.push(tag.name);
        } else drop(lt, (at = tag.end));
      } else {
        at = tag.end;
        const opens = FOREIGN.has(tag.name) || HTML_AGAIN.has(tag.name);
        // a self-closing tag closes itself in SVG or MathML only
        if (opens && !(tag.selfClosing && FOREIGN.has(tag.name))) foreign.push(tag.name);
      }
    } else at = lt + 1;
  }
  return result + html.slice(copied);
}

/**
 * A search of the HTML for a pattern from a position on, in constant time where nothing is left to find: without it
 * a body of many unended openings would be searched to its end once for each.
 */
function searchIn(html: string) {
  const patterns = new Map<string, { pattern: RegExp; last: number }>();
  return (source: string, from: number) => {
    let known = patterns.get(source);
    if (!known) {
      const pattern = new RegExp(source, 'gi');
      let last = -1;
      for (const match of html.matchAll(pattern)) last = match.index;
      patterns.set(source, (known = { pattern, last }));
    }
    if (from > known.last) return undefined;
    known.pattern.lastIndex = from;
    const match = known.pattern.exec(html);
    return match ? { index: match.index, length: match[0].length } : undefined;
  };
}

/** The tag name from `from` (lower case), and where it ends. */
function tagName(html: string, from: number) {
  let end = from;
  while (!isEndOfTagName(html[end])) end++;
  return { name: html.slice(from, end).toLowerCase(), end };
}

/**
 * The start tag at `lt`: its name (lower case), whether it is written self-closing and where it ends (after its
 * `>`); none if the body ends first.
 */
function startTag(
  html: string,
  lt: number,
  find: ReturnType<typeof searchIn>,
): { name: string; selfClosing: boolean; end: number } | undefined {
  if (!find('>', lt)) return undefined;
  const { name, end } = tagName(html, lt + 1);
  let i = end;
  let selfClosing = false;
  const skipSpace = () => {
    while (isSpace(html[i])) i++;
  };
  for (;;) {
    skipSpace();
    const c = html[i];
    if (c === undefined) return undefined;
    if (c === '>') return { name, selfClosing, end: i + 1 };
    i++;
    selfClosing = c === '/';
    if (selfClosing) continue;
    // an attribute: its name (its first character may be anything), then `=` and a value, if any
    while (html[i] !== '=' && !isEndOfTagName(html[i])) i++;
    skipSpace();
    if (html[i] !== '=') continue;
    i++;
    skipSpace();
    const quote = html[i];
    if (quote === '"' || quote === "'") {
      const close = find(quote, i + 1);
      if (!close) return undefined;
      i = close.index + 1;
    } else while (html[i] !== undefined && html[i] !== '>' && !isSpace(html[i])) i++;
  }
}
