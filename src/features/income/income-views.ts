import type { PaymentForecast, SettlementIncome } from '@portal/sdk/model';
import type { SortOrder } from '@/components/lists/list-search';
import { sumGrosze } from '@/lib/grosze';
import type { IncomeFilters, IncomeSortField } from './list';

/**
 * The sums of income entries, in whole grosze. The caller's share is split three ways: paid to them (their share's
 * payment status is Paid), due to them (not paid yet, of a settlement whose invoice is issued or paid) and forecast
 * (a Forecast settlement: no invoice yet, the income it is expected to bring). Gross and net are the settlements'
 * amounts, forecasts included. An entry whose share the server does not give counts in `unknownShares` only.
 */
export interface IncomeTotals {
  count: number;
  gross: number;
  net: number;
  paid: number;
  due: number;
  forecast: number;
  unknownShares: number;
}

export type ShareState = 'paid' | 'due' | 'forecast';

/**
 * The caller's share's payment status as the row shows it, one of the payment forecast's values (Forecast,
 * InvoiceIssued, Paid; spec 001 section 3): Paid once the share is paid; otherwise Forecast exactly while the
 * settlement has no invoice (the totals' "Prognoza"), and InvoiceIssued once it has one (the totals' "Do wypłaty"),
 * whatever per-role status the server still keeps. So each row says what the totals count it as.
 */
export const shareStatus = (entry: SettlementIncome): PaymentForecast =>
  entry.sharePaymentStatus === 'Paid' ? 'Paid' : entry.paymentStatus === 'Forecast' ? 'Forecast' : 'InvoiceIssued';

const stateOf = { Paid: 'paid', Forecast: 'forecast', InvoiceIssued: 'due' } as const satisfies Record<
  PaymentForecast,
  ShareState
>;

export const shareState = (entry: SettlementIncome): ShareState => stateOf[shareStatus(entry)];

export function incomeTotals(entries: readonly SettlementIncome[]): IncomeTotals {
  const share = (state: ShareState) =>
    sumGrosze(
      entries.filter((entry) => shareState(entry) === state),
      (entry) => entry.shareAmount,
    );
  return {
    count: entries.length,
    gross: sumGrosze(entries, (entry) => entry.grossAmount),
    net: sumGrosze(entries, (entry) => entry.amountDue),
    paid: share('paid'),
    due: share('due'),
    forecast: share('forecast'),
    unknownShares: entries.filter((entry) => entry.shareAmount === null || entry.shareAmount === undefined).length,
  };
}

/** Text for a case-insensitive search: lower case, without Polish diacritics. */
const plain = (value: string | null | undefined) =>
  (value ?? '')
    .toLowerCase()
    .replace(/ł/g, 'l')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

/**
 * One case's entries under the view's filters, as the server applies them to the whole list: the issue date within
 * `from`–`to` (a forecast has none, so a range leaves it out) and the search in the invoice number and the case.
 */
export const filterIncome = (entries: readonly SettlementIncome[], { search, from, to }: IncomeFilters) =>
  entries.filter(
    (entry) =>
      (!from || (!!entry.issueDate && entry.issueDate >= from)) &&
      (!to || (!!entry.issueDate && entry.issueDate <= to)) &&
      (!search || [entry.invoiceNumber, entry.case.name].some((value) => plain(value).includes(plain(search)))),
  );

const sortValue: Record<IncomeSortField, (entry: SettlementIncome) => string | number | null | undefined> = {
  issueDate: (entry) => entry.issueDate,
  invoiceNumber: (entry) => entry.invoiceNumber,
  case: (entry) => entry.case.name,
  grossAmount: (entry) => entry.grossAmount,
  amountDue: (entry) => entry.amountDue,
  shareAmount: (entry) => entry.shareAmount,
};

/** Entries in the order of a column, as the server sorts the list: what has no value (a forecast's date) last. */
export function sortIncome(entries: readonly SettlementIncome[], sortBy: IncomeSortField, order: SortOrder) {
  const value = sortValue[sortBy];
  const sign = order === 'asc' ? 1 : -1;
  return [...entries].sort((a, b) => {
    const [x, y] = [value(a), value(b)];
    if (x === y) return 0;
    if (x === null || x === undefined) return 1;
    if (y === null || y === undefined) return -1;
    return sign * (typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y), 'pl'));
  });
}

/** The income of one case: its name and its sums. */
export interface CaseIncome {
  caseId: number;
  caseName: string;
  totals: IncomeTotals;
}

/** The entries summed per case, the cases by name. */
export function incomeByCase(entries: readonly SettlementIncome[]): CaseIncome[] {
  const groups = new Map<number, SettlementIncome[]>();
  for (const entry of entries) groups.set(entry.caseId, [...(groups.get(entry.caseId) ?? []), entry]);
  return [...groups.values()]
    .map((group) => ({ caseId: group[0].caseId, caseName: group[0].case.name, totals: incomeTotals(group) }))
    .sort((a, b) => a.caseName.localeCompare(b.caseName, 'pl') || a.caseId - b.caseId);
}
