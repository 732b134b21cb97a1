import type { VatRate } from '@portal/sdk/model';
import { fromGrosze, toGrosze } from '@/lib/grosze';

/** VAT in percent; ZW, NP and OO add none. */
const vatPercent: Partial<Record<VatRate, number>> = { VAT23: 23, VAT8: 8, VAT5: 5 };

/** The gross price as the server computes it (net plus VAT at the rate, rounded to the grosz); null without a net price. */
export function grossPrice(netPrice: number | null | undefined, vatRate: VatRate | null | undefined): number | null {
  if (netPrice === null || netPrice === undefined) return null;
  const percent = vatRate ? (vatPercent[vatRate] ?? 0) : 0;
  return fromGrosze(Math.round((toGrosze(netPrice) * (100 + percent)) / 100));
}
