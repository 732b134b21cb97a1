/**
 * Polish texts of the accounting periods of a case (statuses and the Done tooltip are in case-labels.ts; the upload,
 * download and save-failure texts shared with the case's own attachments in case-attachments.ts).
 */

/** The standard lines of a period summary, by `fieldName`; any other name is shown as it is. */
export const summaryFieldLabels = {
  Vat: 'VAT',
  CorporateTax: 'CIT',
  PersonalTax: 'PIT',
  Insurance: 'ZUS',
} as const satisfies Record<string, string>;

export type StandardSummaryField = keyof typeof summaryFieldLabels;

export const summaryFieldLabel = (fieldName: string): string =>
  (summaryFieldLabels as Record<string, string>)[fieldName] ?? fieldName;

/** How far the documents of a period are, as the board marks it. */
export type PeriodDocumentsState = 'complete' | 'waiting' | 'delivered';

export const periodDocumentsLabels = {
  complete: 'Komplet',
  waiting: 'Oczekuje na dokumenty',
  delivered: 'Dokumenty dostarczone',
} as const satisfies Record<PeriodDocumentsState, string>;

/** The two sides of a period's documents. */
export type PeriodSide = 'client' | 'expert';

export const periodSideLabels = {
  client: 'Dokumenty klienta',
  expert: 'Dokumenty eksperta',
} as const satisfies Record<PeriodSide, string>;

export const periodTexts = {
  sectionTitle: 'Okresy rozliczeniowe',
  boardLabel: 'Tablica okresów rozliczeniowych',
  noPeriods: 'Brak okresów rozliczeniowych',
  periodTitle: (period: string) => `Okres ${period}`,
  statusLabel: 'Status okresu',
  checklistTitle: 'Lista kontrolna',
  noChecklist: 'Brak pozycji listy kontrolnej',
  summaryTitle: 'Podsumowanie',
  noSummary: 'Podsumowanie nie zostało jeszcze uzupełnione',
  markReady: 'Oznacz jako gotowy',
  readyMarked: 'Klient oznaczył dokumenty jako gotowe',
  notReady: 'Klient nie oznaczył jeszcze dokumentów jako gotowe',
  sendSummary: 'Wyślij podsumowanie',
  sendSummaryConfirm: (period: string) =>
    `Czy na pewno chcesz wysłać podsumowanie okresu ${period} do klienta? Okres rozliczeniowy zostanie zakończony.`,
  summarySent: (dateTime: string) => `Podsumowanie wysłane ${dateTime}`,
  sideCompleted: 'Dokumenty kompletne',
  noAttachments: 'Brak dokumentów',
  deleteAttachmentTitle: 'Usuń dokument',
  deleteAttachmentConfirm: (fileName: string) => `Czy na pewno chcesz usunąć dokument ${fileName}?`,
  deleteSummaryTitle: 'Usuń pozycję podsumowania',
  deleteSummaryConfirm: (name: string) => `Czy na pewno chcesz usunąć pozycję ${name} z podsumowania?`,
} as const;

const amountFormat = new Intl.NumberFormat('pl-PL', { style: 'currency', currency: 'PLN' });
/** An amount in złoty: "1240,00 zł" (spec 000 section 9: amounts shown in zł). */
export const formatAmount = (amount: number) => amountFormat.format(amount);
