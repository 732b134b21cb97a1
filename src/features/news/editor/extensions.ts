import { Link } from '@tiptap/extension-link';
import { Node, mergeAttributes, type Extensions } from '@tiptap/react';
import { StarterKit } from '@tiptap/starter-kit';

// What the news body editor can write: exactly what the sanitizer (src/lib/sanitize.ts) keeps, with the same
// attributes, so the detail shows what was written. Whatever else is pasted in is dropped by the editor itself.

/** Links to the web and to e-mail addresses only, as the sanitizer allows. */
const LINK_SCHEMES = /^(https?:\/\/|mailto:)/i;
export const isAllowedLink = (href: string | undefined | null) => !!href && LINK_SCHEMES.test(href.trim());

/** Links with their address only: target and rel as the sanitizer sets them, no title or class. */
const NewsLink = Link.extend({
  addAttributes() {
    return { href: { default: null, parseHTML: (element) => element.getAttribute('href') } };
  },
}).configure({
  openOnClick: false,
  autolink: true,
  defaultProtocol: 'https',
  protocols: [],
  HTMLAttributes: { target: '_blank', rel: 'noopener noreferrer' },
  isAllowedUri: (url) => isAllowedLink(url),
  shouldAutoLink: (url) => isAllowedLink(url) || /^[\w.-]+\.[a-z]{2,}/i.test(url),
});

/**
 * Tables as a body may hold them (rows of header and data cells with text): kept when an item that has one is
 * edited, though the toolbar adds none. No attributes, no nested blocks.
 */
const cell = (name: string, tag: 'th' | 'td') =>
  Node.create({
    name,
    content: 'inline*',
    isolating: true,
    parseHTML: () => [{ tag }],
    renderHTML: ({ HTMLAttributes }) => [tag, mergeAttributes(HTMLAttributes), 0],
  });
const TableRow = Node.create({
  name: 'tableRow',
  content: '(tableHeader | tableCell)+',
  parseHTML: () => [{ tag: 'tr' }],
  renderHTML: () => ['tr', 0],
});
const Table = Node.create({
  name: 'table',
  group: 'block',
  content: 'tableRow+',
  isolating: true,
  // thead and tbody are read through; the rows are written in one tbody
  parseHTML: () => [{ tag: 'table' }],
  renderHTML: () => ['table', ['tbody', 0]],
});

/** The body's extensions: the editor's and the round-trip test's. */
export const newsBodyExtensions = (): Extensions => [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    code: false,
    codeBlock: false,
    horizontalRule: false,
    link: false,
  }),
  NewsLink,
  Table,
  TableRow,
  cell('tableHeader', 'th'),
  cell('tableCell', 'td'),
];

/** The editor's HTML as it is saved: an empty body is nothing. */
export const bodyHtml = (editor: { isEmpty: boolean; getHTML(): string }) => (editor.isEmpty ? '' : editor.getHTML());
