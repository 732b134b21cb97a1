import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

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
