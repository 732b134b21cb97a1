import type { Case, Notification, UserRole } from '@portal/sdk/model';
import { http } from 'msw';
import { pushNotification } from '@/mocks/hub';
import { actingUserId } from '@/mocks/shared/acting-user';
import type { MockContext } from '@/mocks/shared/context';
import { findUser, personNameOf } from '@/mocks/shared/records';

/**
 * The demo's server-side reaction to case activity: when someone changes a case or comments on it (the handlers
 * announce it on the event bus), every other participant of the case (client, expert, managers) gets a
 * notification (and when a news item is sent by e-mail, each of its readers), and the tabs where those people are signed in get it pushed through the hub. Tabs share the
 * stored database and hear each other on a BroadcastChannel, so a manager in one tab and a client in another see
 * it happen live.
 */
const CHANNEL = 'portal-demo-case-events';

interface Deliveries {
  deliveries: { userId: number; notification: Notification }[];
  /** The save that stored them (`db.version()`): another tab delivers them once it sees that save. */
  version: number;
}

/** How long a tab waits for the storage to catch up before it delivers anyway. */
const STORAGE_WAIT_MS = 2000;

/** The participants of a case and the role each is notified in. */
function participantsOf(db: MockContext['db'], item: Case): Map<number, UserRole> {
  const participants = new Map<number, UserRole>([[item.clientId, 'Client']]);
  if (item.expertId) {
    const owner = findUser(db, item.expertId)?.roles.includes('ExpertOwner');
    participants.set(item.expertId, owner ? 'ExpertOwner' : 'ExpertEmployee');
  }
  for (const manager of item.managers) participants.set(manager.id, 'Manager');
  return participants;
}

/** What one notification is about (one subject each). */
type NotificationSubject = Pick<Notification, 'news' | 'caseUpdate' | 'caseMessage'>;

/** The role a news reader is notified in: a client as a client, anyone else in their first role. */
function readerRole(db: MockContext['db'], userId: number): UserRole {
  const roles = findUser(db, userId)?.roles ?? [];
  return roles.includes('Client') ? 'Client' : (roles[0] ?? 'Client');
}

/** Subscribes the notifier to the bus; its handler (put first) learns who this tab acts as and never answers. */
export function notifyCaseParticipants({ db, events }: MockContext) {
  const channel = typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(CHANNEL);
  /** The user this tab acts as: the last authenticated caller. */
  let tabUserId: number | undefined;

  const deliverHere = ({ deliveries }: Deliveries) => {
    for (const { userId, notification } of deliveries) if (userId === tabUserId) pushNotification(notification);
  };
  // Told of another tab's change, deliver only once this tab's storage has it: the pushed notification makes the
  // screens refetch, and they must read the change, not the data from before it.
  const waiting: Deliveries[] = [];
  const deliverStored = (force = false) => {
    if (!waiting.length) return;
    if (!force && Math.max(...waiting.map((message) => message.version)) > db.version()) return;
    db.reload();
    waiting.splice(0).forEach(deliverHere);
  };
  const onStorage = () => deliverStored();
  globalThis.addEventListener?.('storage', onStorage);
  channel?.addEventListener('message', (event: MessageEvent<Deliveries>) => {
    waiting.push(event.data);
    deliverStored();
    setTimeout(() => deliverStored(true), STORAGE_WAIT_MS);
  });

  /** Stores the notification for each recipient and gives the deliveries. */
  const store = (recipients: Iterable<[number, UserRole]>, subject: NotificationSubject) =>
    [...recipients].map(([userId, role]) => {
      const notification = {
        id: db.nextId('notifications'),
        createdAt: new Date().toISOString(),
        isRead: false,
        role,
        ...subject,
      } satisfies Notification;
      db.notifications.push({ ...notification, userId });
      return { userId, notification };
    });

  const stop = events.on((event) => {
    if (event.type === 'mailSent') return;
    let deliveries: Deliveries['deliveries'];
    if (event.type === 'newsSent') {
      // every reader of the news item, but whoever sent it
      const news = db.news.find((n) => n.id === event.newsId);
      if (!news) return;
      const readers = event.recipients
        .filter((userId) => userId !== event.actorId)
        .map((userId): [number, UserRole] => [userId, readerRole(db, userId)]);
      deliveries = store(readers, { news: { id: news.id, title: news.title } });
    } else {
      const item = db.cases.find((c) => c.id === event.caseId);
      if (!item) return;
      const participants = participantsOf(db, item);
      participants.delete(event.actorId ?? -1);
      const createdBy = personNameOf(db, event.actorId);
      deliveries = store(
        participants,
        event.type === 'caseChanged'
          ? {
              caseUpdate: {
                caseId: item.id,
                caseName: item.name,
                createdBy,
                changedValueName: event.field,
                newValue: event.newValue,
              },
            }
          : { caseMessage: { caseId: item.id, caseName: item.name, createdBy } },
      );
    }
    db.save();
    const message: Deliveries = { deliveries, version: db.version() };
    channel?.postMessage(message);
    deliverHere(message);
  });

  return {
    handler: http.all('*/api/*', ({ request }) => {
      tabUserId = actingUserId(request) ?? tabUserId;
    }),
    close() {
      stop();
      channel?.close();
      globalThis.removeEventListener?.('storage', onStorage);
    },
  };
}
