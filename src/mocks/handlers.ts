import type { AnyHandler, RequestHandler } from 'msw';
import { accessGate } from './access-gate';
import { accountingTypesHandlers } from './accounting-types';
import { calendarEventsHandlers } from './calendar-events';
import { cvvHandler } from './card-provider/cvv';
import { caseHistoryHandlers } from './case-history';
import { caseMessagesHandlers } from './case-messages';
import { chatbotHandlers } from './chatbot';
import { checkoutHandlers } from './checkout';
import { casesHandlers } from './cases';
import { createDb, type DemoDb } from './db/db';
import { departmentsHandlers } from './departments';
import { createEvents, type DemoEvents } from './events';
import { fakerFallback } from './fallback';
import { invoicesHandlers } from './invoices';
import { notificationHubHandlers } from './hub';
import { leadsHandlers } from './leads';
import { managerReportsHandlers } from './manager-reports';
import { managerTitlesHandlers } from './manager-titles';
import { marketingCampaignsHandlers } from './marketing-campaigns';
import { milestonesHandlers } from './milestones';
import { newsHandlers } from './news';
import { notificationsHandlers } from './notifications';
import { notifyCaseParticipants } from './notifications/notifier';
import { offersHandlers } from './offers';
import { organisationsHandlers } from './organisations';
import { productsHandlers } from './products';
import { professionsHandlers } from './professions';
import { regonHandlers } from './regon';
import { satisfactionScoresHandlers } from './satisfaction-scores';
import type { MockContext } from './shared/context';
import { byResource, bySpecificity } from './shared/routes';
import { settlementsHandlers } from './settlements';
import { staticFilesHandlers } from './static-files';
import { subscriptionDefinitionsHandlers } from './subscription-definitions';
import { usersHandlers } from './users';

/** How many tags' handlers the demo's start makes in one task (a few milliseconds on a phone). */
const TAGS_PER_TASK = 4;

/** The stateful handlers of each API tag, by tag (src/mocks/<tag>/, named as generated/src/<tag>/). */
export const tagHandlers: Record<string, (context: MockContext) => RequestHandler[]> = {
  'accounting-types': accountingTypesHandlers,
  'calendar-events': calendarEventsHandlers,
  'case-history': caseHistoryHandlers,
  'case-messages': caseMessagesHandlers,
  cases: casesHandlers,
  chatbot: chatbotHandlers,
  checkout: checkoutHandlers,
  departments: departmentsHandlers,
  invoices: invoicesHandlers,
  leads: leadsHandlers,
  'manager-reports': managerReportsHandlers,
  'manager-titles': managerTitlesHandlers,
  'marketing-campaigns': marketingCampaignsHandlers,
  milestones: milestonesHandlers,
  news: newsHandlers,
  notifications: notificationsHandlers,
  offers: offersHandlers,
  organisations: organisationsHandlers,
  products: productsHandlers,
  professions: professionsHandlers,
  regon: regonHandlers,
  'satisfaction-scores': satisfactionScoresHandlers,
  settlements: settlementsHandlers,
  'static-files': staticFilesHandlers,
  'subscription-definitions': subscriptionDefinitionsHandlers,
  users: usersHandlers,
};

/**
 * The stateful handlers: what the demo shows consistently and what a reviewer changes survives a reload. They
 * announce changes on `events`; nothing listens unless the caller subscribes (the demo's notifier).
 */
export const statefulHandlers = (db: DemoDb, events: DemoEvents = createEvents()): RequestHandler[] =>
  bySpecificity(Object.values(tagHandlers).flatMap((handlers) => handlers({ db, events })));

/** The stateful handlers as one: a call tries only those of its resource (shared/routes.ts). */
export const statefulBackend = (db: DemoDb, events: DemoEvents = createEvents()): RequestHandler =>
  byResource(statefulHandlers(db, events));

/**
 * The demo backend: the access gate first (who may call what: access-gate.ts), the stateful handlers with the
 * notifier of case participants listening, the notification hub, and the generated faker handlers behind them all,
 * loaded when first needed. `pause` runs between every few tags' handlers: the page's start gives it a task of its
 * own each (see browser.ts).
 */
export async function createDemoBackend(db: DemoDb = createDb(), pause: () => Promise<void> = async () => {}) {
  const events = createEvents();
  const notifier = notifyCaseParticipants({ db, events });
  const stateful: RequestHandler[] = [];
  for (const [index, handlersOf] of Object.values(tagHandlers).entries()) {
    if (index > 0 && index % TAGS_PER_TASK === 0) await pause();
    stateful.push(...handlersOf({ db, events }));
  }
  const handlers: AnyHandler[] = [
    accessGate(db),
    notifier.handler,
    byResource(stateful),
    cvvHandler(db),
    ...notificationHubHandlers,
    fakerFallback(),
  ];
  return { handlers, events, close: notifier.close };
}
