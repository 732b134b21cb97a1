// Every built screen, as each role that may open it sees it, passes axe-core's WCAG 2.2 AA rules with no serious or
// critical violation: in the light scheme on a desktop and in the dark scheme on a phone. And the demo's API, which
// refuses what a server would (src/mocks/shared/operation-access.ts), refuses none of the calls of those screens, and
// answers them all from its records: none from the faker fallback. No screen is wider than the window.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { UserRole } from '@portal/sdk/model';
import { ids } from '@/mocks/db/seed-ids';
import { settlementId } from '@/mocks/db/settlement-ids';
import { seriousViolations, settled } from './axe';
import { demoApiCalls, launchBrowser, signInToDemo } from './browser';

const demoUrl = inject('demoUrl');

const { accounting, loanLawsuit } = ids.case;
const client = ids.person.client;
/** Grzegorz Krawczyk, a deactivated client (status Deleted). */
const deactivatedClient = 118;
const organisation = ids.organisation.main;
const product = ids.product.accounting;
/** The built screens (with a record each role may open), by role; `null` is signed out. */
const screensByRole: [UserRole | null, string[]][] = [
  [
    null,
    [
      '/login',
      `/checkout/${settlementId(2)}`,
      '/terms/pierwszy-miesiac-za-zlotowke',
      '/landing',
      '/landing/saas',
      '/investor',
      '/polityka-prywatnosci',
    ],
  ],
  [
    'Client',
    [
      '/',
      '/yourCases',
      `/yourCases/${accounting}`,
      '/yourCases/add',
      '/mySettlements',
      '/mySettlements?tab=cards',
      '/news',
      '/news/3004',
      '/news/summary/3005',
      '/yourProfile',
      '/editProfile',
      '/yourAccountManager',
      '/unlimitedConsults',
      '/offer/6001',
      `/yourCases/${accounting}/invoice/2`,
      `/yourCases/${accounting}/invoice/2/view`,
      '/yourCases/1005',
      '/yourCases/1005/satisfactionScore',
      '/yourCases/1007/satisfactionScore/11006',
      `/yourCases/${accounting}/satisfactionScore`,
      '/mySatisfactionScore',
      '/calendar',
      `/calendar/case/${loanLawsuit}`,
      '/clientExpertEmployees',
      `/clientExpertEmployees/${ids.person.expertEmployee}`,
      `/clientManager/${ids.person.manager}`,
      '/no-such-page',
    ],
  ],
  [
    'Admin',
    [
      '/',
      '/cases',
      `/cases/${loanLawsuit}`,
      '/cases/create',
      `/cases/edit/${accounting}`,
      `/users/${client}/cases`,
      `/users/${client}/cases/create`,
      '/professions',
      '/tabela-premii',
      '/settlements',
      '/income',
      '/overdueSettlements',
      '/clientSettlements',
      `/settlement/create/${accounting}`,
      `/settlement/${settlementId(2)}/edit`,
      '/cases/1003/offer',
      '/offer/6001',
      `/cases/${accounting}/invoice`,
      `/cases/${accounting}/invoice/3`,
      `/cases/${accounting}/invoice/3/edit`,
      `/cases/${accounting}/invoice/2/correction`,
      '/cases/1008/invoice/6',
      '/yourProfile',
      '/unlimitedConsults/edit',
      '/kpi/satisfactionScores',
      '/newsAdmin',
      '/news/create',
      '/news/edit/3001',
      '/calendarEvents',
      `/calendar/user/${client}`,
      '/users',
      '/users?role=Client&status=Deleted',
      `/users/${client}`,
      `/users/${deactivatedClient}`,
      '/users/create',
      `/users/${client}/edit`,
      '/users/manager/add',
      `/users/klient/${client}/edit`,
      '/people',
      '/organisations',
      `/organisations/${organisation}/users`,
      '/departments',
      '/products',
      '/products/create',
      `/products/${product}/edit`,
      `/milestones/${product}/edit`,
      '/subscriptionDefiniftions',
      '/accountingTypes',
      '/accountingTypes/create',
      '/accountingTypes/1/edit',
      '/accountingAttachmentTypes',
      '/accountingAttachmentTypes/create',
      '/accountingAttachmentTypes/1/edit',
      '/managerTitles',
      '/leads',
      '/leads?tab=zrodla',
      '/marketingCampaigns',
      '/marketingCampaigns/leads?campaignId=3',
      '/businessDevelopment',
      '/crm',
      `/crm?client=${client}&tab=potencjal`,
      `/crm?client=${client}&tab=ksiegowy`,
      `/crm?client=${client}&tab=leasing`,
      `/crm?client=${client}&tab=vetro`,
      `/crm?client=${client}&tab=leady`,
      `/crm?client=${client}&tab=sprawy`,
      `/govZone?nip=${ids.registerCompany.closed}`,
      '/managerReports?day=2026-11-20',
      '/reporting',
      '/chatbotConversations',
      '/chatbotConversations?conversation=5',
    ],
  ],
  [
    'Manager',
    [
      '/yourProfile',
      '/',
      '/income',
      '/clientSettlements',
      '/managerClientsCases',
      `/managerClientsCases/${accounting}`,
      '/managerClientsCases/create',
      `/managerClientsCases/${accounting}/edit`,
      `/managerClients/${client}/cases`,
      `/managerClients/${client}/cases/${accounting}`,
      `/managerClients/${client}/cases/create`,
      '/cases/1003/offer',
      `/managerClients/${client}/cases/${accounting}/invoice/2`,
      '/mySatisfactionScore',
      '/calendar',
      '/calendarEvents',
      '/calendarEvent/create',
      `/calendarEvent/create/case/${loanLawsuit}`,
      `/calendarEvent/create/user/${client}`,
      '/calendarEvent/4006/edit?occurrence=2026-11-30T07:00:00.000Z',
      '/managerClients',
      `/managerClients/${client}`,
      '/managerClients/create',
      `/managerClients/${client}/edit`,
      '/people',
      '/leads',
      '/businessDevelopment',
      '/crm',
      `/crm?client=${client}&tab=leasing`,
      '/govZone',
      '/managerReports?day=2026-11-20',
      '/reporting',
    ],
  ],
  [
    'Patron',
    [
      '/patronClientsCases',
      `/patronClientsCases/${accounting}`,
      '/patronClientsCases/create',
      `/patronClientsCases/${accounting}/edit`,
      `/patronClients/${client}/cases`,
      `/patronClients/${client}/cases/${accounting}`,
      `/patronClients/${client}/cases/create`,
      '/patronClients',
      `/patronClients/${client}`,
      '/patronClients/create',
      `/patronClients/${client}/edit`,
      '/yourClientsExpertEmployees',
      `/yourClientsExpertEmployees/${ids.person.expertEmployee}`,
    ],
  ],
  [
    'ExpertEmployee',
    [
      '/',
      '/expertCases',
      `/expertCases/${accounting}`,
      `/expertCases/${accounting}/invoice/1`,
      '/mySatisfactionScore',
      `/expertEmployees/profile/${ids.person.expertEmployee}`,
      `/expertEmployees/profile/${ids.person.otherExpertEmployee}`,
    ],
  ],
  [
    'ExpertOwner',
    [
      '/expertCases',
      `/expertCases/${loanLawsuit}`,
      '/yourExpertEmployees/cases',
      `/yourExpertEmployees/cases/${accounting}`,
      `/yourExpertEmployees/cases/${accounting}/invoice/1/view`,
      '/yourExpertEmployees',
      `/expertEmployees/profile/${ids.person.expertEmployee}`,
      '/expertEmployees/create',
    ],
  ],
];

const VIEWS = [
  { name: 'light, 1440 px', colorScheme: 'light', viewport: { width: 1440, height: 900 } },
  { name: 'dark, 390 px', colorScheme: 'dark', viewport: { width: 390, height: 844 } },
] as const;

let browser: Browser;
beforeAll(async () => (browser = await launchBrowser()));
afterAll(async () => browser?.close());

describe.each(VIEWS)('accessibility of every built screen ($name)', ({ colorScheme, viewport }) => {
  it.each(screensByRole)(
    'as %s',
    async (role, paths) => {
      const context = await browser.newContext({ locale: 'pl-PL', colorScheme, viewport });
      const page = await context.newPage();
      if (role) await signInToDemo(page, demoUrl, role);
      const found: Record<string, string[]> = {};
      const refused: Record<string, string[]> = {};
      const madeUp: Record<string, string[]> = {};
      const tooWide: Record<string, number> = {};
      for (const path of paths) {
        await page.goto(`${demoUrl}${path}`);
        await settled(page);
        const calls = await demoApiCalls(page);
        const refusals = calls.filter((call) => call.status === 401 || call.status === 403);
        if (refusals.length > 0) refused[path] = refusals.map((call) => `${call.status} ${call.method} ${call.url}`);
        const fromFaker = calls.filter((call) => call.faker);
        if (fromFaker.length > 0) madeUp[path] = fromFaker.map((call) => `${call.method} ${call.url}`);
        expect(await page.evaluate(() => document.documentElement.dataset.mantineColorScheme), path).toBe(colorScheme);
        // nothing widens the page beyond the screen (a phone would scroll sideways)
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        if (width > viewport.width) tooWide[path] = width;
        const violations = await seriousViolations(page);
        if (violations.length > 0) found[path] = violations;
      }
      await context.close();
      expect(found).toEqual({});
      expect(refused).toEqual({});
      expect(madeUp).toEqual({});
      expect(tooWide).toEqual({});
    },
    180_000,
  );
});
