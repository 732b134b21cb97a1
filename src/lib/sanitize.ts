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
  return sanitize(html, options);
}
