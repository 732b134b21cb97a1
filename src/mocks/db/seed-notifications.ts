import type {
  NotificationCaseInfo,
  NotificationCaseMessageInfo,
  NotificationCaseUpdateInfo,
  NotificationNewsInfo,
} from '@portal/sdk/model';
import { personName } from './refs';
import { cases } from './seed-cases';
import { caseHistory } from './seed-history';
import { caseMessages } from './seed-messages';
import { news, SAAS_LANDING_NEWS_ID } from './seed-news';
import { organisationUsers, users } from './seed-people';
import type { DemoNotification } from './types';

/**
 * The bell notifications, derived from the rest of the seed so that each one points at a real record:
 * - News: every published news item to every active user who may read it (organisation news to its members,
 *   a period summary to the client of its case);
 * - Case: a case to its client, expert and managers when someone else opened it; cases opened by clients
 *   also to their patron and to the administrator;
 * - CaseMessage: a comment to each of its recipients (to the administrator when a role has nobody);
 * - CaseUpdate: a history entry to each of its recipients; status changes also to the client's patron and
 *   to the administrator.
 * The ambassador gets a few of his own about the case he recommended. Older ones are read.
 */

const ADMIN_ID = 107;
const AMBASSADOR_ID = 104;

/** One subject per notification (spec 000 section 3); the other three members are left out. */
type Draft = { userId: number; createdAt: string } & (
  | { news: NotificationNewsInfo }
  | { case: NotificationCaseInfo }
  | { caseMessage: NotificationCaseMessageInfo }
  | { caseUpdate: NotificationCaseUpdateInfo }
);

const caseById = (id: number) => cases.find((c) => c.id === id)!;
const patronOf = (clientId: number) => users.find((u) => u.id === clientId)?.patronId ?? null;
const isClient = (userId: number) => users.find((u) => u.id === userId)?.roles.includes('Client') ?? false;

const drafts: Draft[] = [];

for (const item of news) {
  // the SaaS landing's item is the public page's, no news of the users
  if (item.status !== 'Published' || item.id === SAAS_LANDING_NEWS_ID) continue;
  const createdAt = item.emailSentAt ?? item.createdAt!;
  const readers = users.filter((u) => {
    if (u.status !== 'Active') return false;
    if (item.isSummary) return u.id === caseById(item.caseId!).clientId;
    if (item.organisationId == null) return true;
    return organisationUsers.some((m) => m.userId === u.id && m.organisationId === item.organisationId);
  });
  for (const reader of readers) {
    drafts.push({ userId: reader.id, createdAt, news: { id: item.id, title: item.title } });
  }
}

for (const item of cases) {
  const info = { id: item.id, name: item.name, productId: item.productId };
  const people = new Set([item.clientId, item.expertId, ...item.managers.map((m) => m.id)]);
  if (item.createdById && isClient(item.createdById)) {
    people.add(patronOf(item.clientId));
    people.add(ADMIN_ID);
  }
  people.delete(item.createdById ?? null);
  people.delete(null);
  for (const userId of people) drafts.push({ userId: userId!, createdAt: item.createdAt!, case: info });
}

for (const message of caseMessages) {
  const info = { caseId: message.caseId, caseName: caseById(message.caseId).name, createdBy: message.createdBy };
  for (const recipient of message.recipients) {
    const userId = recipient.recipientId ?? ADMIN_ID;
    drafts.push({ userId, createdAt: message.createdAt, caseMessage: info });
  }
}

for (const entry of caseHistory) {
  const caseUpdate = {
    caseId: entry.caseId,
    caseName: entry.caseName ?? caseById(entry.caseId).name,
    createdBy: entry.createdBy,
    changedValueName: entry.changedValueName,
    milestoneName: entry.milestoneName ?? null,
    oldValue: entry.oldValue ?? null,
    newValue: entry.newValue ?? null,
  };
  const people = new Set(entry.recipients.map((r) => r.recipientId));
  if (entry.changedValueName === 'Status' || entry.changedValueName === 'CaseCreated') {
    people.add(patronOf(caseById(entry.caseId).clientId));
  }
  if (entry.changedValueName === 'Status') people.add(ADMIN_ID);
  people.delete(entry.createdById);
  people.delete(null);
  people.delete(undefined);
  for (const userId of people) {
    drafts.push({ userId: userId!, createdAt: entry.createdAt, caseUpdate });
  }
}

// The ambassador recommended client 110's loan case.
const recommended = caseById(1024);
drafts.push(
  {
    userId: AMBASSADOR_ID,
    createdAt: '2026-11-03T09:35:00Z',
    case: { id: recommended.id, name: recommended.name, productId: recommended.productId },
  },
  {
    userId: AMBASSADOR_ID,
    createdAt: '2026-11-04T10:00:00Z',
    caseUpdate: {
      caseId: recommended.id,
      caseName: recommended.name,
      createdBy: personName(131),
      changedValueName: 'Status',
      milestoneName: null,
      oldValue: 'Zgłoszona',
      newValue: 'Ofertowanie',
    },
  },
  {
    userId: AMBASSADOR_ID,
    createdAt: '2026-11-19T13:10:00Z',
    caseMessage: { caseId: recommended.id, caseName: recommended.name, createdBy: personName(131) },
  },
);

const roleOf = (userId: number) => users.find((u) => u.id === userId)!.roles[0];

export const notifications: DemoNotification[] = drafts
  .map((draft, order) => ({ draft, order }))
  .sort((a, b) => a.draft.createdAt.localeCompare(b.draft.createdAt) || a.order - b.order)
  .map(({ draft }, index) => {
    // Read: everything before November, and every third one before 15 November.
    const isRead = draft.createdAt < '2026-11-01' || (draft.createdAt < '2026-11-15T00:00:00Z' && index % 3 === 0);
    return { ...draft, id: 9001 + index, isRead, role: roleOf(draft.userId) } satisfies DemoNotification;
  });
