/**
 * A CSV file Polish Excel opens as it is: a UTF-8 byte order mark (so "ł" stays "ł"), semicolons between the cells
 * (the comma is the decimal separator there), CRLF line ends. A cell with a semicolon, a quote or a line break is
 * quoted, its quotes doubled; a text that starts like a formula (=, +, -, @) gets an apostrophe first, so a client's
 * comment is never run as one.
 */
export type CsvCell = string | number | null | undefined;

const BOM = '\uFEFF';

function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const toCsv = (header: readonly string[], rows: readonly (readonly CsvCell[])[]): string =>
  BOM + [header, ...rows].map((row) => row.map(csvCell).join(';')).join('\r\n') + '\r\n';
