// The arithmetic of a Polish VAT invoice, in whole grosze: each line's net, VAT and gross, the summary per VAT
// rate and the totals, and a correction's difference. The screens and the demo's server use the same rules.
import type { VatRate } from '@portal/sdk/model';
import { fromGrosze, toGrosze } from './grosze';

/** The percentage of each rate; exempt (zw), outside VAT (np) and reverse charge (oo) add no VAT. */
export const vatPercent: Record<VatRate, number> = { VAT23: 23, VAT8: 8, VAT5: 5, ZW: 0, NP: 0, OO: 0 };

/** The order of the rates on the document. */
export const vatRates = Object.keys(vatPercent) as VatRate[];

/** What a line is computed from. */
export interface LineInput {
  quantity: number;
  unitNetPrice: number;
  vatRate: VatRate;
}

/** Amounts in whole grosze. */
export interface Amounts {
  net: number;
  vat: number;
  gross: number;
}

/** Rounds half away from zero (a correction's negative amounts round like positive ones). */
const roundHalfAway = (value: number) => Math.sign(value) * Math.round(Math.abs(value) + 1e-9);

/** The VAT of a net amount at a rate, in grosze, rounded to the grosz (half up). */
const vatOf = (netGrosze: number, rate: VatRate) => roundHalfAway((netGrosze * vatPercent[rate]) / 100);

/** One line: net = quantity × unit price, rounded to the grosz; its VAT and gross. */
export function lineAmounts(line: LineInput): Amounts {
  const net = roundHalfAway(toGrosze(line.unitNetPrice) * line.quantity);
  const vat = vatOf(net, line.vatRate);
  return { net, vat, gross: net + vat };
}

export interface RateSummary extends Amounts {
  rate: VatRate;
}

export interface InvoiceTotals extends Amounts {
  /** One row per rate used, in the document's order. */
  byRate: RateSummary[];
}

/**
 * The summary per rate and the totals. The VAT of a rate is computed once from the rate's summed net (the
 * method of art. 106e of the VAT act for the summary), so it can differ by a grosz from the sum of the lines' VAT.
 */
export function invoiceTotals(lines: readonly LineInput[]): InvoiceTotals {
  const byRate = vatRates.flatMap((rate) => {
    const ofRate = lines.filter((line) => line.vatRate === rate);
    if (!ofRate.length) return [];
    const net = ofRate.reduce((sum, line) => sum + lineAmounts(line).net, 0);
    const vat = vatOf(net, rate);
    return [{ rate, net, vat, gross: net + vat }];
  });
  const sum = (key: keyof Amounts) => byRate.reduce((total, row) => total + row[key], 0);
  return { byRate, net: sum('net'), vat: sum('vat'), gross: sum('gross') };
}

/** Grosze as złoty for the API and formatAmount. */
export const amountsInZloty = ({ net, vat, gross }: Amounts) => ({
  net: fromGrosze(net),
  vat: fromGrosze(vat),
  gross: fromGrosze(gross),
});

export interface CorrectedLine<L> {
  before?: L;
  after?: L;
  /** after − before, in grosze (a removed line's is its negative, an added line's its amounts). */
  difference: Amounts;
}

const zero: Amounts = { net: 0, vat: 0, gross: 0 };
const minus = (a: Amounts, b: Amounts): Amounts => ({
  net: a.net - b.net,
  vat: a.vat - b.vat,
  gross: a.gross - b.gross,
});

/**
 * A correction line by line: the original's line i against the corrected line i (lines added or removed by the
 * correction have only one side), and the difference of the totals: positive is left to pay, negative to return.
 */
export function correctionDifference<L extends LineInput>(before: readonly L[], after: readonly L[]) {
  const count = Math.max(before.length, after.length);
  const lines: CorrectedLine<L>[] = Array.from({ length: count }, (_, i) => ({
    before: before[i],
    after: after[i],
    difference: minus(after[i] ? lineAmounts(after[i]) : zero, before[i] ? lineAmounts(before[i]) : zero),
  }));
  const totalsBefore = invoiceTotals(before);
  const totalsAfter = invoiceTotals(after);
  return { lines, before: totalsBefore, after: totalsAfter, difference: minus(totalsAfter, totalsBefore) };
}
