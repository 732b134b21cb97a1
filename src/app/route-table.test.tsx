import { screen, waitFor } from '@testing-library/react';
import type { AnyRoute } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';

/**
 * The route table of spec 000 section 2, as the spec writes it (`{param}`). The invoice routes are written out
 * for each of the six case route families; `/view` is the read-only invoice view the spec names without a path.
 */
const invoiceFamilies = [
  '/cases',
  '/yourCases',
  '/managerClients/{clientId}/cases',
  '/managerClientsCases',
  '/yourExpertEmployees/cases',
  '/expertCases',
];
// prettier-ignore
const kpiPages = [
  'list', 'tax/inProgress', 'tax/done', 'tax/new', 'law/chf', 'marketing/new', 'marketing/inProgress',
  'marketing/done', 'recruitment/table', 'expertSettlements/tax', 'expertSettlements/law', 'engine',
  'allCases/sales', 'allCases/service', 'subscriptions/new', 'subscriptions/done', 'subscriptions/inProgress',
  'salesman', 'investPitch', 'investInProgress', 'overdue', 'newBusinessMeeting', 'serviceMeeting',
  'purgatory', 'managers', 'experts', 'newBusiness', 'hell', 'compliance', 'investSales', 'clientActivity',
  'legal', 'leads', 'allUsers', 'aiUsage',
];
// prettier-ignore
const specRoutes = [
  // public or authentication
  '/landing', '/landing/saas', '/investor', '/polityka-prywatnosci', '/terms/pierwszy-miesiac-za-zlotowke',
  '/login', '/register', '/forgotPassword', '/forgotPasswordComplete', '/activate', '/confirmDetails',
  '/checkout/{guid}',
  // main and profile
  '/', '/yourProfile', '/editProfile', '/changePassword', '/yourAccountManager',
  // users
  '/users', '/users/{userId}', '/users/create', '/users/{userId}/edit', '/users/{userId}/cases/create',
  '/users/{userId}/cases', '/users/{name}/add', '/users/{name}/{id}/edit',
  // manager clients
  '/managerClients', '/managerClients/{clientId}', '/managerClients/create', '/managerClients/{clientId}/edit',
  '/managerClients/{clientId}/cases', '/managerClients/{clientId}/cases/create',
  '/managerClients/{clientId}/cases/{id}', '/managerClientsCases', '/managerClientsCases/create',
  '/managerClientsCases/{id}', '/managerClientsCases/{id}/edit',
  // patron clients
  '/patronClients', '/patronClients/{clientId}', '/patronClients/create', '/patronClients/{clientId}/edit',
  '/patronClients/{clientId}/cases', '/patronClients/{clientId}/cases/create',
  '/patronClients/{clientId}/cases/{id}', '/patronClientsCases', '/patronClientsCases/create',
  '/patronClientsCases/{id}', '/patronClientsCases/{id}/edit', '/yourClientsExpertEmployees',
  '/yourClientsExpertEmployees/{id}',
  // cases
  '/cases', '/cases/create', '/cases/{id}', '/cases/edit/{id}', '/yourCases', '/yourCases/add',
  '/yourCases/{id}', '/expertCases', '/expertCases/{id}',
  // expert employees and people
  '/yourExpertEmployees', '/yourExpertEmployees/cases', '/yourExpertEmployees/cases/{id}',
  '/expertEmployees/profile/{id}', '/expertEmployees/create', '/clientExpertEmployees',
  '/clientExpertEmployees/{id}', '/clientManager/{id}', '/people',
  // invoices
  ...invoiceFamilies.flatMap((family) =>
    ['', '/{invoiceId}', '/{invoiceId}/edit', '/{invoiceId}/correction', '/{invoiceId}/view']
      .map((tail) => `${family}/{caseId}/invoice${tail}`)),
  // offers and payments
  '/cases/{caseId}/offer', '/offer/{id}',
  // settlements
  '/settlement/create/{caseId}', '/settlement/{id}/edit', '/settlements', '/mySettlements',
  '/clientSettlements', '/income', '/overdueSettlements', '/tabela-premii',
  // calendar
  '/calendar', '/calendar/case/{caseId}', '/calendar/user/{userId}', '/calendarEvents',
  '/calendarEvent/create', '/calendarEvent/create/case/{caseId}', '/calendarEvent/create/user/{userId}',
  '/calendarEvent/{id}/edit',
  // news
  '/newsAdmin', '/news', '/news/create', '/news/edit/{id}', '/news/{id}', '/news/summary/{id}',
  // administration and catalogues
  '/organisations', '/organisations/{organisationId}/users', '/departments', '/products', '/products/create',
  '/products/{id}/edit', '/milestones/{id}/edit', '/subscriptionDefiniftions', '/accountingTypes',
  '/accountingTypes/create', '/accountingTypes/{id}/edit', '/accountingAttachmentTypes',
  '/accountingAttachmentTypes/create', '/accountingAttachmentTypes/{id}/edit', '/professions',
  '/managerTitles', '/unlimitedConsults', '/unlimitedConsults/edit', '/govZone', '/crm',
  '/businessDevelopment', '/leads', '/marketingCampaigns', '/marketingCampaigns/leads', '/reporting',
  '/managerReports', '/chatbotConversations',
  // satisfaction
  '/yourCases/{caseId}/satisfactionScore', '/yourCases/{caseId}/satisfactionScore/{id}',
  '/mySatisfactionScore', '/kpi/satisfactionScores',
  // rankings
  '/rankings/manager', '/rankings/department', '/rankings/client', '/rankings/expert', '/rankings/ambassador',
  // KPI
  '/kpi',
  ...kpiPages.map((page) => `/kpi/${page}`),
];

/** The routes whose screens are built; every other route of the table shows the placeholder. */
// prettier-ignore
const builtRoutes = [
  '/login', '/professions', '/cases', '/cases/{id}', '/cases/create', '/cases/edit/{id}', '/users/{userId}/cases',
  '/users/{userId}/cases/create', '/yourCases', '/yourCases/{id}', '/yourCases/add', '/expertCases',
  '/expertCases/{id}', '/yourExpertEmployees/cases', '/yourExpertEmployees/cases/{id}', '/managerClientsCases',
  '/managerClientsCases/{id}', '/managerClientsCases/create', '/managerClientsCases/{id}/edit',
  '/managerClients/{clientId}/cases', '/managerClients/{clientId}/cases/{id}',
  '/managerClients/{clientId}/cases/create', '/patronClientsCases', '/patronClientsCases/{id}',
  '/patronClientsCases/create', '/patronClientsCases/{id}/edit', '/patronClients/{clientId}/cases',
  '/patronClients/{clientId}/cases/{id}', '/patronClients/{clientId}/cases/create', '/mySettlements',
  '/checkout/{guid}', '/tabela-premii', '/settlements', '/income', '/overdueSettlements',
  '/settlement/create/{caseId}', '/settlement/{id}/edit', '/clientSettlements', '/cases/{caseId}/offer', '/offer/{id}',
  '/terms/pierwszy-miesiac-za-zlotowke',
  '/confirmDetails', '/editProfile', '/yourProfile', '/yourAccountManager',
  '/',
  '/landing', '/landing/saas', '/investor', '/polityka-prywatnosci', '/unlimitedConsults', '/unlimitedConsults/edit',
  '/register', '/activate', '/forgotPassword', '/forgotPasswordComplete', '/changePassword',
  '/news', '/news/{id}', '/news/summary/{id}', '/newsAdmin', '/news/create', '/news/edit/{id}',
  '/yourCases/{caseId}/satisfactionScore', '/yourCases/{caseId}/satisfactionScore/{id}', '/mySatisfactionScore',
  '/kpi/satisfactionScores',
  '/calendar', '/calendar/case/{caseId}', '/calendar/user/{userId}', '/calendarEvents', '/calendarEvent/create',
  '/calendarEvent/create/case/{caseId}', '/calendarEvent/create/user/{userId}', '/calendarEvent/{id}/edit',
  '/departments', '/products', '/products/create', '/products/{id}/edit', '/milestones/{id}/edit',
  '/subscriptionDefiniftions', '/accountingTypes', '/accountingTypes/create', '/accountingTypes/{id}/edit',
  '/accountingAttachmentTypes', '/accountingAttachmentTypes/create', '/accountingAttachmentTypes/{id}/edit',
  '/managerTitles',
  '/users', '/users/{userId}', '/users/create', '/users/{userId}/edit', '/users/{name}/add', '/users/{name}/{id}/edit',
  '/managerClients', '/managerClients/{clientId}', '/managerClients/create', '/managerClients/{clientId}/edit',
  '/patronClients', '/patronClients/{clientId}', '/patronClients/create', '/patronClients/{clientId}/edit',
  '/yourClientsExpertEmployees', '/yourClientsExpertEmployees/{id}', '/yourExpertEmployees',
  '/expertEmployees/profile/{id}', '/expertEmployees/create', '/clientExpertEmployees', '/clientExpertEmployees/{id}',
  '/clientManager/{id}', '/people', '/organisations', '/organisations/{organisationId}/users',
  '/leads', '/marketingCampaigns', '/marketingCampaigns/leads', '/businessDevelopment', '/crm', '/govZone',
  '/reporting', '/managerReports', '/chatbotConversations',
  ...['/cases', '/yourCases', '/managerClients/{clientId}/cases', '/managerClientsCases', '/yourExpertEmployees/cases',
    '/expertCases'].flatMap((family) => ['/invoice', '/invoice/{invoiceId}', '/invoice/{invoiceId}/edit',
    '/invoice/{invoiceId}/correction', '/invoice/{invoiceId}/view'].map((page) => `${family}/{caseId}${page}`)),
];

/** Every route of the app, by its path in the spec's notation. */
function appRoutes() {
  const router = createAppRouter({
    queryClient: createQueryClient(),
    session: {} as never,
    realtime: false,
  });
  const routes = (Object.values(router.routesById) as AnyRoute[]).filter(
    (route) => route.id !== '__root__' && route.fullPath !== '/signin-callback',
  );
  return new Map(
    routes.map((route) => [
      (route.fullPath === '/' ? '/' : route.fullPath.replace(/\/$/, '')).replace(/\$(\w+)/g, '{$1}'),
      route,
    ]),
  );
}

describe('the route table', () => {
  it('has every route of the spec, each once, and nothing else', () => {
    const routes = appRoutes();
    expect(new Set(specRoutes).size).toBe(specRoutes.length);
    expect([...routes.keys()].sort()).toEqual([...specRoutes].sort());
  });

  it('gives every route a Polish title and an access rule', () => {
    for (const [path, route] of appRoutes()) {
      expect(route.options.staticData?.title, path).toMatch(/\p{L}/u);
      expect(route.options.staticData?.access, path).toBeDefined();
    }
  });

  it('shows the placeholder exactly where no screen is built yet', () => {
    const placeholders = [...appRoutes()].filter(([, route]) => route.options.staticData?.placeholder);
    expect(placeholders.map(([path]) => path).sort()).toEqual(
      specRoutes.filter((path) => !builtRoutes.includes(path)).sort(),
    );
  });
});

describe('route search', () => {
  it('every route that reads its search drops what its parser refuses or does not know', () => {
    // the router lays a route's validated search over the address's: a key left out would reach the screen raw
    const raw = { redirect: '//elsewhere.example', demoRole: 'Nope', page: 'abc', tab: 'zzz', unknownKey: 'x' };
    const validated = [...appRoutes()].filter(([, route]) => route.options.validateSearch);
    expect(validated.length).toBeGreaterThan(20);
    for (const [path, route] of validated) {
      const search = (route.options.validateSearch as (raw: object) => Record<string, unknown>)(raw);
      for (const key of Object.keys(raw)) {
        expect(key in search, `${path}: ${key}`).toBe(true);
        expect(search[key], `${path}: ${key}`).not.toBe(raw[key as keyof typeof raw]);
      }
    }
  });

  it('a refused value in the address never reaches the screen', async () => {
    const { router } = renderApp('/login?demoRole=Nope&redirect=//elsewhere.example');
    await waitFor(() => expect(router.state.status).toBe('idle'));
    expect(router.state.matches.at(-1)!.search).toEqual({ demoRole: undefined, redirect: undefined });
  });
});

describe('route params', () => {
  it.each(['/cases/edit/abc', '/users/abc/cases', '/cases/0', '/yourCases/1e3', '/cases/99999999999'])(
    '%s shows the not-found page and sends no request',
    async (path) => {
      const requests: string[] = [];
      server.events.on('request:start', ({ request }) => void requests.push(new URL(request.url).pathname));
      renderApp(path, { role: 'Admin' });
      expect(await screen.findByRole('heading', { name: 'Nie znaleziono strony' })).toBeInTheDocument();
      expect(requests.filter((request) => request.startsWith('/api/Case'))).toEqual([]);
      server.events.removeAllListeners();
    },
  );
});
