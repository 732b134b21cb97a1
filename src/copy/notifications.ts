import type { CaseField, Notification, NotificationCaseUpdateInfo } from '@portal/sdk/model';
import { caseStatusLabels, periodStatusLabels } from './case-labels';

/**
 * Polish names of the tracked case values most often seen in notifications (spec 000 section 3, "Tracked case
 * change names"). Partial on purpose: any other field is shown as "Zmiana".
 */
export const caseFieldLabels = {
  Status: 'Status',
  Type: 'Typ',
  Product: 'Produkt',
  Expert: 'Ekspert',
  Manager: 'Manager',
  CompanyName: 'Nazwa firmy',
  Description: 'Opis',
  CasePeriodStatus: 'Status okresu rozliczeniowego',
  Agreement: 'Umowa',
  ClientAttachment: 'Załącznik klienta',
  ExpertAttachment: 'Załącznik eksperta',
  BeginDate: 'Data rozpoczęcia',
  Name: 'Nazwa',
  DeadLine: 'Termin',
  Plaintiff: 'Powód',
  Defendant: 'Pozwany',
  Value: 'Wartość',
  Message: 'Wiadomość',
  Milestone: 'Etap',
  Leader: 'Prowadzący',
  AccountingType: 'Rodzaj księgowości',
  Subscription: 'Abonament',
  CaseCreated: 'Utworzenie sprawy',
  Other: 'Inne',
} as const satisfies Partial<Record<CaseField, string>>;

/** Fallback name of a changed value without a label. */
export const otherChangeLabel = 'Zmiana';

/**
 * Polish names of the enum values a change can carry (spec 000 section 4), per field. The history sends the enum
 * name (`InProgress`); anything without a name here is shown as sent.
 */
const changedValueLabels: Partial<Record<CaseField, Record<string, string>>> = {
  Status: caseStatusLabels,
  CasePeriodStatus: periodStatusLabels,
};

const fieldLabel = (field: CaseField): string =>
  (caseFieldLabels as Partial<Record<CaseField, string>>)[field] ?? otherChangeLabel;

const valueLabel = (field: CaseField, value: string | null | undefined): string | undefined => {
  if (value == null || value === '') return undefined;
  return changedValueLabels[field]?.[value] ?? value;
};

/** "Status: Zgłoszona → W toku", "Status: W toku" (only a new value), or just the field name. */
export function describeCaseChange(
  change: Pick<NotificationCaseUpdateInfo, 'changedValueName' | 'oldValue' | 'newValue'>,
) {
  const label = fieldLabel(change.changedValueName);
  const oldValue = valueLabel(change.changedValueName, change.oldValue);
  const newValue = valueLabel(change.changedValueName, change.newValue);
  if (oldValue && newValue) return `${label}: ${oldValue} → ${newValue}`;
  if (newValue) return `${label}: ${newValue}`;
  if (oldValue) return `${label}: ${oldValue} → –`;
  return label;
}

/** Title and message of a notification, for its toast and its entry in the bell list. */
export function describeNotification(n: Notification): { title: string; message: string } {
  switch (n.kind) {
    case 'News':
      return { title: 'Nowa aktualność', message: n.news.title };
    case 'Case':
      return { title: 'Nowa sprawa', message: n.case.name };
    case 'CaseMessage':
      return {
        title: `Nowy komentarz w sprawie „${n.caseMessage.caseName}”`,
        message: `${n.caseMessage.createdBy.firstName} ${n.caseMessage.createdBy.lastName}`,
      };
    case 'CaseUpdate':
      return {
        title: `Zmiana w sprawie „${n.caseUpdate.caseName}”`,
        message: describeCaseChange(n.caseUpdate),
      };
  }
}
