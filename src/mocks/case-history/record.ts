import type { Case, CaseField, CaseMessageRecipient, CasePeriod, CaseUpdateHistory } from '@portal/sdk/model';
import type { DemoDb } from '@/mocks/db/db';
import type { DemoCaseHistory } from '@/mocks/db/types';
import { actingUserId } from '@/mocks/shared/acting-user';
import { byCreatedAt } from '@/mocks/shared/lists';
import { managerRefOf, personNameOf } from '@/mocks/shared/records';
import { nowIso } from '@/mocks/shared/request';

export interface CaseChange {
  changedValueName: CaseField;
  /** Enum names for statuses (the UI maps them to Polish); readable names (people, products) otherwise. */
  oldValue?: string | null;
  newValue?: string | null;
  milestoneName?: string | null;
  updatedAttachmentFileName?: string | null;
  period?: Pick<CasePeriod, 'id' | 'year' | 'month'> | null;
}

/** The participants of a case other than `exceptId`, as the recipients of a history entry. */
export function participantsOf(db: DemoDb, item: Case, exceptId: number | undefined): CaseMessageRecipient[] {
  const people: [CaseMessageRecipient['type'], number | null | undefined][] = [
    ['Client', item.clientId],
    ['Expert', item.expertId],
    ...item.managers.map((m): [CaseMessageRecipient['type'], number] => ['Manager', m.id]),
  ];
  const seen = new Set<number>();
  return people.flatMap(([type, id]) => {
    if (id === null || id === undefined || id === exceptId || seen.has(id)) return [];
    seen.add(id);
    return [{ type, recipientId: id, recipient: managerRefOf(db, id) }];
  });
}

/** Records a change of a case in its history, as the server does for every tracked value (no save). */
export function recordChange(db: DemoDb, request: Request, item: Case, change: CaseChange): DemoCaseHistory {
  const actorId = actingUserId(request);
  const { period, ...values } = change;
  const entry: DemoCaseHistory = {
    id: db.nextId('caseHistory'),
    caseId: item.id,
    caseName: item.name,
    createdAt: nowIso(),
    createdBy: personNameOf(db, actorId),
    createdById: actorId ?? 0,
    oldValue: null,
    newValue: null,
    milestoneName: null,
    updatedAttachmentFileName: null,
    ...values,
    casePeriodDetailsId: period?.id ?? null,
    casePeriodDetails: period ? { year: period.year, month: period.month } : null,
    recipients: participantsOf(db, item, actorId),
  };
  db.caseHistory.push(entry);
  return entry;
}

/** Records a change only when the value changed. */
export function recordIfChanged(
  db: DemoDb,
  request: Request,
  item: Case,
  changedValueName: CaseField,
  oldValue: string | null | undefined,
  newValue: string | null | undefined,
) {
  if ((oldValue ?? null) === (newValue ?? null)) return;
  recordChange(db, request, item, { changedValueName, oldValue: oldValue ?? null, newValue: newValue ?? null });
}

/** A history entry as the API answers (without the demo's `createdById`). */
export const historyView = ({ createdById: _author, ...entry }: DemoCaseHistory): CaseUpdateHistory => entry;

/** The history of a case in the requested order, as answered. */
export const historyOfCase = (db: DemoDb, caseId: number, direction: 0 | 1): CaseUpdateHistory[] =>
  db.caseHistory
    .filter((entry) => entry.caseId === caseId)
    .sort(byCreatedAt(direction))
    .map(historyView);
