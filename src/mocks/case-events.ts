import type { CaseField, Notification, UserRole } from '@portal/sdk/model';
import { http, type HttpHandler } from 'msw';
import type { DemoDb } from './db/db';
import { actingUserId } from './acting-user';
import { pushNotification } from './hub';

/**
 * The demo's server-side reaction to case activity: when someone changes a case or comments on it, every other
 * participant of the case (client, expert, managers) gets a notification, and the tabs where those people are
 * signed in get it pushed through the hub. Tabs share the stored database and hear each other on a
 * BroadcastChannel, so a manager in one tab and a client in another see it happen live.
 */
const CHANNEL = 'portal-demo-case-events';

interface CaseEventMessage {
  deliveries: { userId: number; notification: Notification }[];
}

/** The case value a call changes, by the path segment after the case id. */
const changedValueOf = (path: string): CaseField => {
  const rules: [RegExp, CaseField][] = [
    [/\/period\/.*status|\/period\/\d+\/\d+\/status/, 'CasePeriodStatus'],
    [/\/period\/(client|expert)Attachment/, 'ClientPeriodAttachment'],
    [/\/status$/, 'Status'],
    [/\/product$/, 'Product'],
    [/\/expert$/, 'Expert'],
    [/\/manager$/, 'Manager'],
    [/\/managerleader$/, 'Leader'],
    [/\/agreement$/, 'Agreement'],
    [/\/clientAttachment/, 'ClientAttachment'],
    [/\/expertAttachment/, 'ExpertAttachment'],
    [/\/accountingType$/, 'AccountingType'],
    [/\/subscription$/, 'Subscription'],
    [/\/milestones$/, 'Milestone'],
    [/\/lead$/, 'Lead'],
    [/\/period\/summary/, 'SummaryField'],
  ];
  return rules.find(([pattern]) => pattern.test(path))?.[1] ?? 'Other';
};

export function createCaseEvents(db: DemoDb) {
  const channel = typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(CHANNEL);
  /** The user this tab acts as: the last authenticated caller. */
  let tabUserId: number | undefined;

  const deliverHere = ({ deliveries }: CaseEventMessage) => {
    for (const { userId, notification } of deliveries) if (userId === tabUserId) pushNotification(notification);
  };
  channel?.addEventListener('message', (event: MessageEvent<CaseEventMessage>) => {
    db.reload();
    deliverHere(event.data);
  });

  /** Records the notifications of one case event and delivers them to every tab. */
  function notifyParticipants(caseId: number, actorId: number | undefined, draft: (role: UserRole) => Notification) {
    const item = db.cases.find((c) => c.id === caseId);
    if (!item) return;
    const participants = new Map<number, UserRole>([[item.clientId, 'Client']]);
    if (item.expertId) {
      participants.set(
        item.expertId,
        db.users.find((u) => u.id === item.expertId)?.roles.includes('ExpertOwner') ? 'ExpertOwner' : 'ExpertEmployee',
      );
    }
    for (const manager of item.managers) participants.set(manager.id, 'Manager');
    participants.delete(actorId ?? -1);
    const deliveries = [...participants].map(([userId, role]) => {
      const notification = { ...draft(role), id: db.nextId('notifications') } as Notification;
      db.notifications.push({ ...notification, userId });
      return { userId, notification };
    });
    db.save();
    const message: CaseEventMessage = { deliveries };
    channel?.postMessage(message);
    deliverHere(message);
  }

  const actorName = (actorId: number | undefined) => {
    const actor = db.users.find((u) => u.id === actorId);
    return {
      firstName: actor?.firstName ?? 'Portal',
      lastName: actor?.lastName ?? 'Klienta',
      profileImageId: actor?.profileImageId ?? null,
    };
  };

  /** A pass-through handler in front of the others: it learns who this tab acts as and never answers. */
  const handlers: HttpHandler[] = [
    http.all('*/api/*', ({ request }) => {
      tabUserId = actingUserId(request) ?? tabUserId;
      return undefined;
    }),
  ];

  /**
   * Reacts to a successful mocked answer (MSW's `response:mocked` event), so the change is already stored when the
   * other tabs reload the database.
   */
  async function onMockedResponse({ request, response }: { request: Request; response: Response }) {
    if (request.method === 'GET' || !response.ok) return;
    const url = new URL(request.url);
    const actorId = actingUserId(request);
    // a change of one value (PUT /api/Case/{id}/status …) or of the whole case (PUT, PATCH /api/Case/{id})
    const caseUpdate = url.pathname.match(/\/api\/[Cc]ase\/(\d+)(\/.+)?$/);
    if (caseUpdate) {
      const caseId = Number(caseUpdate[1]);
      const item = db.cases.find((c) => c.id === caseId);
      const changed = caseUpdate[2] ? changedValueOf(url.pathname) : 'Other';
      // the answer is sent once the change is stored, so the case already holds the new value
      const newValue = changed === 'Product' ? (item?.product?.name ?? null) : url.searchParams.get('status');
      notifyParticipants(caseId, actorId, (role) => ({
        id: 0,
        createdAt: new Date().toISOString(),
        isRead: false,
        role,
        kind: 'CaseUpdate',
        caseUpdate: {
          caseId,
          caseName: item?.name ?? '',
          createdBy: actorName(actorId),
          changedValueName: changed,
          newValue,
        },
      }));
      return;
    }
    if (request.method === 'POST' && /\/api\/CaseMessage$/.test(url.pathname)) {
      const message = (await response
        .clone()
        .json()
        .catch(() => ({}))) as { caseId?: number };
      if (!message.caseId) return;
      const caseId = message.caseId;
      const caseName = db.cases.find((c) => c.id === caseId)?.name ?? '';
      notifyParticipants(caseId, actorId, (role) => ({
        id: 0,
        createdAt: new Date().toISOString(),
        isRead: false,
        role,
        kind: 'CaseMessage',
        caseMessage: { caseId, caseName, createdBy: actorName(actorId) },
      }));
    }
  }
  return { handlers, onMockedResponse };
}
