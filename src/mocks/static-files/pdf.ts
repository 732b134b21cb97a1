// A minimal, valid PDF made in code: one A4 page of text in the standard Helvetica font, for the demo's static
// documents. Small (under a kilobyte) and readable by any viewer: header, objects, cross-reference table, trailer.

/**
 * Polish letters outside WinAnsi, given codes 128… through the font's `/Differences` (Helvetica has the glyphs), and
 * the Polish opening quote, whose WinAnsi code (0x84) is one of them.
 */
const polishGlyphs: [string, string][] = [
  ['ą', 'aogonek'],
  ['ć', 'cacute'],
  ['ę', 'eogonek'],
  ['ł', 'lslash'],
  ['ń', 'nacute'],
  ['ś', 'sacute'],
  ['ź', 'zacute'],
  ['ż', 'zdotaccent'],
  ['Ą', 'Aogonek'],
  ['Ć', 'Cacute'],
  ['Ę', 'Eogonek'],
  ['Ł', 'Lslash'],
  ['Ń', 'Nacute'],
  ['Ś', 'Sacute'],
  ['Ź', 'Zacute'],
  ['Ż', 'Zdotaccent'],
  ['„', 'quotedblbase'],
];
const FIRST_POLISH_CODE = 128;
const polishCodes = new Map(polishGlyphs.map(([letter], i) => [letter, FIRST_POLISH_CODE + i]));
/**
 * WinAnsi codes of the other characters above ASCII: those of 0x91–0x9F (below, the codes are the Polish letters'),
 * and Latin-1's letters and signs, whose codes are their own.
 */
const winAnsiCodes = new Map([
  ...[...'‘’“”•–—˜™š›œ'].map((char, i): [string, number] => [char, 0x91 + i]),
  ['ž', 0x9e],
  ['Ÿ', 0x9f],
  ...Array.from({ length: 0xff - 0xa1 + 1 }, (_, i): [string, number] => [String.fromCharCode(0xa1 + i), 0xa1 + i]),
]);
winAnsiCodes.delete('\u00ad'); // a soft hyphen prints nothing

/** Written another way where the font has no glyph (WinAnsi's own codes 128–143 being the Polish letters'). */
const standIns: Record<string, string> = {
  '€': 'EUR',
  '…': '...',
  '‚': ',',
  '‹': '<',
  ƒ: 'f',
  '†': '+',
  '‡': '+',
  ˆ: '^',
  '‰': '%o',
  Œ: 'OE',
  '−': '-',
  '‐': '-',
  '‑': '-',
  '‒': '-',
  '′': "'",
  '″': '"',
};

const fontCode = (char: string) =>
  polishCodes.get(char) ?? winAnsiCodes.get(char) ?? (/^[ -~]$/.test(char) ? char.charCodeAt(0) : undefined);
/**
 * The text's characters as a reader sees them: an emoji with its modifiers and joined emoji, a letter with its marks
 * (code points in a browser without Intl.Segmenter).
 */
const graphemes = (() => {
  if (typeof Intl.Segmenter !== 'function') return (text: string) => [...text];
  const segmenter = new Intl.Segmenter('pl', { granularity: 'grapheme' });
  return (text: string) => Array.from(segmenter.segment(text), ({ segment }) => segment);
})();
/** Marks an emoji left out, for the spaces around it to close up. */
const LEFT_OUT = '\ue000';

/**
 * The text as the font can print it, whatever a user typed: Polish (and other Latin-1) letters as they are, a
 * letter with combining marks as the one letter they make where the font has it (else the bare letter), white space
 * of any kind (line and paragraph separators too) as a space, control and format characters (zero-width joiners,
 * byte order marks, bidirectional marks) left out, emoji left out, signs the font lacks in a stand-in ("EUR", "..."),
 * and any other character (another script's letter) as one "?".
 */
export function printableText(text: string): string {
  const printed = graphemes(text.normalize('NFC')).map((segment) => {
    if (fontCode(segment) !== undefined) return segment;
    if (/^\p{Cf}+$/u.test(segment)) return '';
    if (/^\s+$/u.test(segment)) return ' ';
    if (/^\p{Cc}+$/u.test(segment)) return '';
    if (standIns[segment]) return standIns[segment];
    // a letter with marks (ą written as a and a combining ogonek, x with an accent): the letter it makes, else the
    // letter alone; a mark on nothing prints nothing
    const [first = '', ...rest] = [...segment];
    if (rest.every((char) => /[\p{M}\p{Cf}]/u.test(char))) {
      if (/\p{M}/u.test(first)) return '';
      if (fontCode(first) !== undefined) return first;
      const bare = first.normalize('NFD')[0] ?? '';
      if (fontCode(bare) !== undefined && /\p{L}/u.test(bare)) return bare;
    }
    if (/\p{Extended_Pictographic}|\p{Regional_Indicator}/u.test(segment)) return LEFT_OUT;
    return '?';
  });
  // an emoji left out takes a space along: the one before it at the end of a word or sentence, the one after it at
  // the start of the text
  return printed
    .join('')
    .replace(
      new RegExp(`( ?)${LEFT_OUT}(?: ?${LEFT_OUT})*( ?)`, 'g'),
      (match: string, before: string, after: string, offset: number, whole: string) => {
        if (!before) return offset > 0 ? after : '';
        return after || /^[\p{L}\p{N}]/u.test(whole.charAt(offset + match.length)) ? ' ' : '';
      },
    );
}

/** A text line as a PDF literal string in the font's encoding (one byte a character, as a latin1 string). */
function literal(text: string): string {
  const bytes = [...printableText(text)].map((char) => String.fromCharCode(fontCode(char) ?? 0x3f));
  return `(${bytes.join('').replace(/[\\()]/g, '\\$&')})`;
}

/** A text string of the document's metadata: UTF-16BE with its byte order mark, in hex. */
function utf16Hex(text: string): string {
  const units = [0xfeff, ...Array.from({ length: text.length }, (_, i) => text.charCodeAt(i))];
  return `<${units.map((unit) => unit.toString(16).toUpperCase().padStart(4, '0')).join('')}>`;
}

export interface PdfLine {
  text: string;
  size: number;
}

/** A one-page PDF with these lines from the top left, titled `title`; latin1 bytes. */
export function minimalPdf(title: string, lines: PdfLine[]): Uint8Array {
  let y = 770;
  const content = [
    'BT',
    ...lines.map(({ text, size }, i) => {
      if (i > 0) y -= Math.round(size * 1.8);
      return `/F1 ${size} Tf 1 0 0 1 72 ${y} Tm ${literal(text)} Tj`;
    }),
    'ET',
  ].join('\n');
  const differences = polishGlyphs.map(([, glyph]) => `/${glyph}`).join(' ');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding 6 0 R >>',
    `<< /Type /Encoding /BaseEncoding /WinAnsiEncoding /Differences [${FIRST_POLISH_CODE} ${differences}] >>`,
    `<< /Title ${utf16Hex(title)} >>`,
  ];
  // the second line marks the file as binary (bytes above 127), as the format recommends
  let pdf = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets = objects.map((body, i) => {
    const offset = pdf.length;
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\n`;
  pdf += `startxref\n${xref}\n%%EOF\n`;
  return Uint8Array.from(pdf, (char) => char.charCodeAt(0));
}
