import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { columnsCsv, csvFileName, toCsv } from './csv';

describe('the CSV export', () => {
  it('starts with the UTF-8 byte order mark, separates cells by semicolons and ends lines with CRLF', () => {
    expect(toCsv(['Data', 'Ocena'], [['2026-06-18', 9]])).toBe('\uFEFFData;Ocena\r\n2026-06-18;9\r\n');
  });

  it('quotes a cell with a semicolon, a quote or a line break, doubling its quotes; keeps Polish letters', () => {
    const csv = toCsv(['Komentarz'], [['Świetnie; polecam'], ['Był "najlepszy"'], ['Linia 1\nLinia 2'], ['Zażółć']]);
    expect(csv.split('\r\n').slice(1, -1)).toEqual([
      '"Świetnie; polecam"',
      '"Był ""najlepszy"""',
      '"Linia 1\nLinia 2"',
      'Zażółć',
    ]);
  });

  it('leaves empty cells empty and defuses text that starts like a formula', () => {
    expect(toCsv(['a', 'b', 'c'], [[null, undefined, '=HYPERLINK("x")']])).toBe(
      '\uFEFFa;b;c\r\n;;"\'=HYPERLINK(""x"")"\r\n',
    );
    expect(toCsv(['a'], [['-5 punktów'], ['@admin']])).toContain("'-5 punktów\r\n'@admin");
  });
});

describe("a list's CSV", () => {
  const columns = [
    { key: 'name', header: 'Nazwa', value: (row: { name: string; amount: number }) => row.name },
    { key: 'amount', header: 'Kwota', value: (row: { name: string; amount: number }) => row.amount },
    { key: 'actions', header: 'Akcje', cell: () => null },
    false as const,
  ];

  it('has a cell for each column with a value, and writes fractions with a decimal comma', () => {
    expect(columnsCsv(columns, [{ name: 'Zażółć', amount: 1234.5 }])).toBe('\uFEFFNazwa;Kwota\r\nZażółć;1234,5\r\n');
  });

  it('is named after the view and the day of the export', () => {
    expect(csvFileName('rozliczenia', dayjs('2026-11-27T23:30:00'))).toBe('rozliczenia-2026-11-27.csv');
  });
});
