import * as generated from '@portal/sdk/mocks';
import { getListNotificationsMockHandler, getMarkNotificationsReadMockHandler } from '@portal/sdk/mocks/notifications';
import { getListOrganisationsOfContextUserMockHandler } from '@portal/sdk/mocks/organisations';
import { getGetApplicationUserMockHandler } from '@portal/sdk/mocks/users';
import type { Notification } from '@portal/sdk/model';
import { HttpResponse, type AnyHandler, type RequestHandler } from 'msw';
import { actingUserId } from './acting-user';
import { createCaseEvents } from './case-events';
import { caseHandlers } from './cases';
import { createDb, type DemoDb } from './db/db';
import { notificationHubHandlers } from './hub';

const notFound = () => HttpResponse.json({ title: 'Nie znaleziono', status: 404 }, { status: 404 });
const stripOwner = ({ userId: _userId, ...notification }: Notification & { userId: number }): Notification =>
  notification as Notification;

/** The stateful handlers: what the demo shows consistently and what a reviewer changes survives a reload. */
export function statefulHandlers(db: DemoDb): RequestHandler[] {
  const notificationsOf = (userId: number | undefined) =>
    db.notifications.filter((n) => n.userId === userId).map(stripOwner);
  return [
    // first: the people lists (/ApplicationUser/managers …) would otherwise be read as /ApplicationUser/{id}
    ...caseHandlers(db),
    getGetApplicationUserMockHandler(({ params }) => {
      const user = db.users.find((candidate) => candidate.id === Number(params.id));
      // MSW answers a thrown response as it is (returning it would be serialised as the body)
      if (!user) throw notFound();
      return user;
    }),
    getListOrganisationsOfContextUserMockHandler(({ request }) => {
      const userId = actingUserId(request);
      const memberOf = new Set(db.organisationUsers.filter((m) => m.userId === userId).map((m) => m.organisationId));
      return db.organisations.filter((org) => memberOf.has(org.id)).map(({ id, name }) => ({ id, name }));
    }),
    getListNotificationsMockHandler(({ request }) => notificationsOf(actingUserId(request))),
    getMarkNotificationsReadMockHandler(({ request }) => {
      const userId = actingUserId(request);
      for (const notification of db.notifications) if (notification.userId === userId) notification.isRead = true;
      db.save();
      return notificationsOf(userId);
    }),
  ];
}

/** Every generated handler, answering with Polish faker data wherever no stateful handler answers first. */
const generatedHandlers = (): RequestHandler[] =>
  Object.entries(generated)
    .filter(([name, value]) => /^get[A-Z]\w*Mock$/.test(name) && typeof value === 'function')
    .flatMap(([, factory]) => (factory as () => RequestHandler[])());

/**
 * The demo backend: its handlers, and what it does after an answer was sent (case events notify the other
 * participants; the caller subscribes it to MSW's `response:mocked` event).
 */
export function createDemoBackend(db: DemoDb = createDb()) {
  const caseEvents = createCaseEvents(db);
  const handlers: AnyHandler[] = [
    ...caseEvents.handlers,
    ...statefulHandlers(db),
    ...notificationHubHandlers,
    ...generatedHandlers(),
  ];
  return { handlers, onMockedResponse: caseEvents.onMockedResponse };
}
