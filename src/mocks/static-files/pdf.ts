// A minimal, valid PDF made in code: one A4 page of text in the standard Helvetica font, for the demo's static
// documents. Small (under a kilobyte) and readable by any viewer: header, objects, cross-reference table, trailer.

/** Polish letters outside WinAnsi, given codes 128… through the font's `/Differences` (Helvetica has the glyphs). */
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
];
const FIRST_POLISH_CODE = 128;
const polishCodes = new Map(polishGlyphs.map(([letter], i) => [letter, FIRST_POLISH_CODE + i]));
/** WinAnsi codes of the other characters above ASCII a document may use. */
const winAnsiCodes = new Map([
  ['–', 0x96],
  ['—', 0x97],
  ['„', 0x84],
  ['”', 0x94],
  ['ó', 0xf3],
  ['Ó', 0xd3],
]);

/** A text line as a PDF literal string in the font's encoding (one byte a character, as a latin1 string). */
function literal(text: string): string {
  const bytes = [...text].map((char) => {
    const code = polishCodes.get(char) ?? winAnsiCodes.get(char) ?? (/^[ -~]$/.test(char) ? char.charCodeAt(0) : null);
    if (code === null) throw new Error(`No glyph for "${char}" in the PDF's font`);
    return String.fromCharCode(code);
  });
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
