import { describe, expect, it } from 'vitest';
import { amountInWords, numberInWords } from './amount-in-words';
import { correctionDifference, invoiceTotals, lineAmounts, type LineInput } from './invoice-math';

describe('an invoice line', () => {
  it('is quantity × unit price rounded to the grosz, with its VAT half up', () => {
    expect(lineAmounts({ quantity: 3, unitNetPrice: 33.33, vatRate: 'VAT23' })).toEqual({
      net: 9999,
      vat: 2300, // 22.9977 zł
      gross: 12299,
    });
    expect(lineAmounts({ quantity: 1.5, unitNetPrice: 0.99, vatRate: 'VAT8' })).toEqual({
      net: 149,
      vat: 12,
      gross: 161,
    });
    expect(lineAmounts({ quantity: 1, unitNetPrice: 0.1, vatRate: 'VAT5' })).toEqual({ net: 10, vat: 1, gross: 11 });
  });

  it('adds no VAT when exempt, outside VAT or reverse-charged', () => {
    for (const vatRate of ['ZW', 'NP', 'OO'] as const)
      expect(lineAmounts({ quantity: 2, unitNetPrice: 100, vatRate })).toEqual({ net: 20000, vat: 0, gross: 20000 });
  });
});

describe('the totals of an invoice', () => {
  it('sum each rate once and compute its VAT from the summed net, so a grosz may differ from the lines', () => {
    const lines = [
      { quantity: 1, unitNetPrice: 0.02, vatRate: 'VAT23' as const }, // VAT 0.0046 → 0.00
      { quantity: 1, unitNetPrice: 0.02, vatRate: 'VAT23' as const },
      { quantity: 1, unitNetPrice: 0.02, vatRate: 'VAT23' as const },
    ];
    expect(lines.map((line) => lineAmounts(line).vat)).toEqual([0, 0, 0]);
    const totals = invoiceTotals(lines);
    expect(totals.byRate).toEqual([{ rate: 'VAT23', net: 6, vat: 1, gross: 7 }]); // 0.0138 → 0.01
    expect(totals).toMatchObject({ net: 6, vat: 1, gross: 7 });
  });

  it('list the rates in the document order, each with its own sums, and add them up', () => {
    const totals = invoiceTotals([
      { quantity: 1, unitNetPrice: 100, vatRate: 'ZW' },
      { quantity: 2, unitNetPrice: 350, vatRate: 'VAT23' },
      { quantity: 1, unitNetPrice: 45.5, vatRate: 'VAT8' },
      { quantity: 1, unitNetPrice: 120, vatRate: 'VAT23' },
    ]);
    expect(totals.byRate).toEqual([
      { rate: 'VAT23', net: 82000, vat: 18860, gross: 100860 },
      { rate: 'VAT8', net: 4550, vat: 364, gross: 4914 },
      { rate: 'ZW', net: 10000, vat: 0, gross: 10000 },
    ]);
    expect(totals).toMatchObject({ net: 96550, vat: 19224, gross: 115774 });
  });

  it('are zero without lines', () => {
    expect(invoiceTotals([])).toEqual({ byRate: [], net: 0, vat: 0, gross: 0 });
  });
});

describe('a correction', () => {
  const before: LineInput[] = [
    { quantity: 1, unitNetPrice: 1000, vatRate: 'VAT23' },
    { quantity: 2, unitNetPrice: 50, vatRate: 'VAT8' },
  ];

  it('gives each line before, after and the difference, and the totals to return', () => {
    const result = correctionDifference(before, [
      { quantity: 1, unitNetPrice: 800, vatRate: 'VAT23' },
      { quantity: 2, unitNetPrice: 50, vatRate: 'VAT8' },
    ]);
    expect(result.lines[0].difference).toEqual({ net: -20000, vat: -4600, gross: -24600 });
    expect(result.lines[1].difference).toEqual({ net: 0, vat: 0, gross: 0 });
    expect(result.before.gross).toBe(123000 + 10800);
    expect(result.after.gross).toBe(98400 + 10800);
    expect(result.difference).toEqual({ net: -20000, vat: -4600, gross: -24600 });
  });

  it('counts an added line in full and a removed one as its negative: more to pay', () => {
    const result = correctionDifference(before.slice(0, 1), [
      { quantity: 1, unitNetPrice: 1000, vatRate: 'VAT23' },
      { quantity: 3, unitNetPrice: 10.01, vatRate: 'VAT5' },
    ]);
    expect(result.lines[1]).toMatchObject({ before: undefined, difference: { net: 3003, vat: 150, gross: 3153 } });
    expect(result.difference.gross).toBe(3153);
    const removed = correctionDifference(before, before.slice(0, 1));
    expect(removed.lines[1]).toMatchObject({ after: undefined, difference: { net: -10000, vat: -800, gross: -10800 } });
  });

  it('rounds a negative VAT like a positive one', () => {
    const result = correctionDifference(
      [{ quantity: 1, unitNetPrice: 0.5, vatRate: 'VAT23' as const }],
      [{ quantity: 1, unitNetPrice: 0.48, vatRate: 'VAT23' as const }],
    );
    // 0.115 → 0.12 before, 0.1104 → 0.11 after
    expect(result.difference).toEqual({ net: -2, vat: -1, gross: -3 });
  });
});

describe('an amount in words', () => {
  it.each([
    [0, 'zero złotych 00/100'],
    [1, 'jeden złoty 00/100'],
    [2.05, 'dwa złote 05/100'],
    [12, 'dwanaście złotych 00/100'],
    [22, 'dwadzieścia dwa złote 00/100'],
    [115, 'sto piętnaście złotych 00/100'],
    [1157.74, 'tysiąc sto pięćdziesiąt siedem złotych 74/100'],
    [2000, 'dwa tysiące złotych 00/100'],
    [5000, 'pięć tysięcy złotych 00/100'],
    [12_345.6, 'dwanaście tysięcy trzysta czterdzieści pięć złotych 60/100'],
    [22_004, 'dwadzieścia dwa tysiące cztery złote 00/100'],
    [101, 'sto jeden złotych 00/100'],
    [1_000_001, 'milion jeden złotych 00/100'],
    [3_200_000, 'trzy miliony dwieście tysięcy złotych 00/100'],
    [-246, 'minus dwieście czterdzieści sześć złotych 00/100'],
  ])('%d zł is "%s"', (amount, words) => {
    expect(amountInWords(amount)).toBe(words);
  });

  it('says 1 000 as "tysiąc" and 111 000 as "sto jedenaście tysięcy"', () => {
    expect(numberInWords(1000)).toBe('tysiąc');
    expect(numberInWords(111_000)).toBe('sto jedenaście tysięcy');
  });
});
