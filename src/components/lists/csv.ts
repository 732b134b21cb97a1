import dayjs from 'dayjs';
import { shownColumns, type ListColumn } from './ListTable';

/**
 * A CSV file Polish Excel opens as it is: a UTF-8 byte order mark (so "ł" stays "ł"), semicolons between the cells
 * (the comma is the decimal separator there, so a fraction is written with one), CRLF line ends. A cell with a semicolon, a quote or a line break is
 * quoted, its quotes doubled; a text that starts like a formula (=, +, -, @) gets an apostrophe first, so a client's
 * comment is never run as one.
 */
export type CsvCell = string | number | null | undefined;

const BOM = '\uFEFF';

function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value).replace('.', ',');
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const toCsv = (header: readonly string[], rows: readonly (readonly CsvCell[])[]): string =>
  BOM + [header, ...rows].map((row) => row.map(csvCell).join(';')).join('\r\n') + '\r\n';

/** The CSV of a list's rows, one cell per column that has a value (a column of controls is left out). */
export function columnsCsv<T>(columns: readonly (ListColumn<T> | false | null | undefined)[], rows: readonly T[]) {
  const exported = shownColumns(columns).filter((column) => column.value && column.csv !== false);
  return toCsv(
    exported.map((column) => column.header),
    rows.map((row) => exported.map((column) => column.value!(row))),
  );
}

/** `rozliczenia-2026-11-27.csv`: the view's name and the day of the export. */
export const csvFileName = (name: string, day = dayjs()) => `${name}-${day.format('YYYY-MM-DD')}.csv`;
