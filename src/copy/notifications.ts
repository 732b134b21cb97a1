import type { CaseField, Notification, NotificationCaseUpdateInfo } from '@portal/sdk/model';
import {
  caseFieldLabel,
  caseResultLabels,
  caseStatusLabelsFor,
  periodStatusLabels,
  summaryFieldNames,
} from './case-labels';
import { formatAmount } from './dates';

/**
 * Polish names of the enum values a change can carry (spec 000 section 4), per field. The history sends the enum
 * name (`InProgress`); anything without a name here is shown as sent.
 */
const changedValueLabels: Partial<Record<CaseField, Record<string, string>>> = {
  CasePeriodStatus: periodStatusLabels,
  FirstInstanceStatus: caseResultLabels,
  SecondInstanceStatus: caseResultLabels,
  CassationStatus: caseResultLabels,
};

const fieldLabel = (field: CaseField): string => caseFieldLabel(field) ?? 'Zmiana';

/** A number as the history sends amounts ("412000", "1240.5"), formatted as elsewhere ("412 000,00 zł"). */
const asAmount = (value: string) => (/^-?\d+(\.\d+)?$/.test(value) ? formatAmount(Number(value)) : value);

/** A summary line as the server words it ("Vat: 1240 zł"): its Polish name and the amount formatted. */
const summaryLine = (value: string) => {
  const line = /^(\w+): (-?\d+(?:\.\d+)?) zł$/.exec(value);
  if (!line) return value;
  const name = (summaryFieldNames as Record<string, string>)[line[1]] ?? line[1];
  return `${name}: ${asAmount(line[2])}`;
};

/** How the values of a field are shown, where it is not by name. */
const valueFormats: Partial<Record<CaseField, (value: string) => string>> = {
  Value: asAmount,
  SummaryField: summaryLine,
};

/** The shown value of a change; case statuses are named as in the selected organisation's context. */
export const valueLabel = (
  field: CaseField,
  value: string | null | undefined,
  inOrganisation = false,
): string | undefined => {
  if (value == null || value === '') return undefined;
  const labels: Record<string, string> | undefined =
    field === 'Status' ? caseStatusLabelsFor(inOrganisation) : changedValueLabels[field];
  return labels?.[value] ?? valueFormats[field]?.(value) ?? value;
};

/** "Status: Zgłoszona → W toku", "Status: W toku" (only a new value), or just the field name. */
export function describeCaseChange(
  change: Pick<NotificationCaseUpdateInfo, 'changedValueName' | 'oldValue' | 'newValue'>,
  inOrganisation = false,
) {
  const label = fieldLabel(change.changedValueName);
  const oldValue = valueLabel(change.changedValueName, change.oldValue, inOrganisation);
  const newValue = valueLabel(change.changedValueName, change.newValue, inOrganisation);
  if (oldValue && newValue) return `${label}: ${oldValue} → ${newValue}`;
  if (newValue) return `${label}: ${newValue}`;
  if (oldValue) return `${label}: ${oldValue} → –`;
  return label;
}

/** Title and message of a notification, for its toast and its entry in the bell list (by its one subject). */
export function describeNotification(n: Notification, inOrganisation = false): { title: string; message: string } {
  if (n.news) return { title: 'Nowa aktualność', message: n.news.title };
  if (n.case) return { title: 'Nowa sprawa', message: n.case.name };
  if (n.caseMessage) {
    return {
      title: `Nowy komentarz w sprawie „${n.caseMessage.caseName}”`,
      message: `${n.caseMessage.createdBy.firstName} ${n.caseMessage.createdBy.lastName}`,
    };
  }
  if (n.caseUpdate) {
    return {
      title: `Zmiana w sprawie „${n.caseUpdate.caseName}”`,
      message: describeCaseChange(n.caseUpdate, inOrganisation),
    };
  }
  // a subject this client does not know yet
  return { title: 'Nowe powiadomienie', message: '' };
}
