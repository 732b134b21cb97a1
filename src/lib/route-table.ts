import type { UserRole } from '@portal/sdk/model';

/**
 * Who may open a route. `public`: anyone, after a silent sign-in attempt. `signedIn`: any signed-in user
 * (with `firstLogin: true` the first-login check is skipped, for the confirm-details screen itself).
 * A list of roles: a signed-in user with at least one of them (the server still decides: every screen handles 403).
 */
export type RouteAccess = 'public' | 'signedIn' | 'firstLogin' | readonly UserRole[];

export interface RouteEntry {
  path: string;
  title: string;
  access: RouteAccess;
}

// Role groups of spec 000 section 2. Where the spec is silent on a route, the choice is the group below that
// fits its screen; the spec names only the groups, not the routes, so this table is the one place to change it.
const CLIENT = ['Client'] as const;
const ADMIN = ['Admin'] as const;
const MANAGER = ['Manager'] as const;
const PATRON = ['Patron'] as const;
const EXPERT_OWNER = ['ExpertOwner'] as const;
const EXPERTS = ['ExpertEmployee', 'ExpertOwner'] as const;
const ADMIN_MANAGER = ['Admin', 'Manager'] as const;
const CLIENT_ADMIN = ['Client', 'Admin'] as const;
const STAFF = ['Admin', 'Manager', 'Patron', 'ExpertOwner', 'ExpertEmployee', 'Ambassador'] as const;
const RANKINGS = ['Admin', 'Manager', 'Ambassador'] as const;

const r = (path: string, title: string, access: RouteAccess): RouteEntry => ({ path, title, access });

/** The six case route families that carry invoice routes (spec 000 section 2, "Invoices"). */
const invoiceFamilies = [
  '/cases',
  '/yourCases',
  '/managerClients/$clientId/cases',
  '/managerClientsCases',
  '/yourExpertEmployees/cases',
  '/expertCases',
];
const invoiceRoutes = invoiceFamilies.flatMap((family) => [
  r(`${family}/$caseId/invoice`, 'Nowa faktura', 'signedIn'),
  r(`${family}/$caseId/invoice/$invoiceId`, 'Faktura', 'signedIn'),
  r(`${family}/$caseId/invoice/$invoiceId/edit`, 'Edycja faktury', 'signedIn'),
  r(`${family}/$caseId/invoice/$invoiceId/correction`, 'Faktura korygująca', 'signedIn'),
  r(`${family}/$caseId/invoice/$invoiceId/view`, 'Podgląd faktury', 'signedIn'),
]);

const kpiPages: [string, string][] = [
  ['list', 'Lista wskaźników'],
  ['tax/inProgress', 'Podatki — w toku'],
  ['tax/done', 'Podatki — zakończone'],
  ['tax/new', 'Podatki — nowe'],
  ['law/chf', 'Prawo — CHF'],
  ['marketing/new', 'Marketing — nowe'],
  ['marketing/inProgress', 'Marketing — w toku'],
  ['marketing/done', 'Marketing — zakończone'],
  ['recruitment/table', 'Rekrutacja'],
  ['expertSettlements/tax', 'Rozliczenia ekspertów — podatki'],
  ['expertSettlements/law', 'Rozliczenia ekspertów — prawo'],
  ['engine', 'Silnik'],
  ['allCases/sales', 'Wszystkie sprawy — sprzedaż'],
  ['allCases/service', 'Wszystkie sprawy — obsługa'],
  ['subscriptions/new', 'Abonamenty — nowe'],
  ['subscriptions/done', 'Abonamenty — zakończone'],
  ['subscriptions/inProgress', 'Abonamenty — w toku'],
  ['salesman', 'Sprzedawcy'],
  ['investPitch', 'Inwestycje — pitch'],
  ['investInProgress', 'Inwestycje — w toku'],
  ['overdue', 'Zaległości'],
  ['newBusinessMeeting', 'Spotkania — nowy biznes'],
  ['serviceMeeting', 'Spotkania — obsługa'],
  ['purgatory', 'Czyściec'],
  ['managers', 'Managerowie'],
  ['experts', 'Eksperci'],
  ['newBusiness', 'Nowy biznes (call center)'],
  ['hell', 'Piekło'],
  ['compliance', 'Compliance'],
  ['investSales', 'Inwestycje — sprzedaż'],
  ['clientActivity', 'Aktywność klientów'],
  ['legal', 'Prawo'],
  ['leads', 'Leady'],
  ['allUsers', 'Wszyscy użytkownicy'],
  ['aiUsage', 'Wykorzystanie AI'],
];

/** Every route of spec 000 section 2, parameters written as TanStack Router `$name` segments. */
export const routeTable: readonly RouteEntry[] = [
  // Public or authentication
  r('/landing', 'Portal Klienta', 'public'),
  r('/landing/saas', 'Portal Klienta — SaaS', 'public'),
  r('/investor', 'Relacje inwestorskie', 'public'),
  r('/polityka-prywatnosci', 'Polityka prywatności i regulamin', 'public'),
  r('/terms/pierwszy-miesiac-za-zlotowke', 'Regulamin promocji „Pierwszy miesiąc za złotówkę”', 'public'),
  r('/login', 'Logowanie', 'public'),
  r('/register', 'Rejestracja', 'public'),
  r('/forgotPassword', 'Nie pamiętam hasła', 'public'),
  r('/forgotPasswordComplete', 'Ustaw nowe hasło', 'public'),
  r('/activate', 'Aktywacja konta', 'public'),
  r('/confirmDetails', 'Uzupełnij dane', 'firstLogin'),
  r('/checkout/$guid', 'Płatność', 'public'),
  // Main and profile
  r('/', 'Strona główna', 'signedIn'),
  r('/yourProfile', 'Twój profil', 'signedIn'),
  r('/editProfile', 'Edycja profilu', 'signedIn'),
  r('/changePassword', 'Zmiana hasła', 'signedIn'),
  r('/yourAccountManager', 'Twój opiekun', CLIENT),
  // Users
  r('/users', 'Użytkownicy', ADMIN),
  r('/users/$userId', 'Użytkownik', ADMIN),
  r('/users/create', 'Nowy użytkownik', ADMIN),
  r('/users/$userId/edit', 'Edycja użytkownika', ADMIN),
  r('/users/$userId/cases', 'Sprawy użytkownika', ADMIN),
  r('/users/$userId/cases/create', 'Nowa sprawa użytkownika', ADMIN),
  r('/users/$name/add', 'Nowy użytkownik', ADMIN),
  r('/users/$name/$id/edit', 'Edycja użytkownika', ADMIN),
  // Manager clients
  r('/managerClients', 'Twoi klienci', MANAGER),
  r('/managerClients/create', 'Nowy klient', MANAGER),
  r('/managerClients/$clientId', 'Klient', MANAGER),
  r('/managerClients/$clientId/edit', 'Edycja klienta', MANAGER),
  r('/managerClients/$clientId/cases', 'Sprawy klienta', MANAGER),
  r('/managerClients/$clientId/cases/create', 'Nowa sprawa klienta', MANAGER),
  r('/managerClients/$clientId/cases/$id', 'Sprawa klienta', MANAGER),
  r('/managerClientsCases', 'Sprawy klientów', MANAGER),
  r('/managerClientsCases/create', 'Nowa sprawa', MANAGER),
  r('/managerClientsCases/$id', 'Sprawa', MANAGER),
  r('/managerClientsCases/$id/edit', 'Edycja sprawy', MANAGER),
  // Patron clients
  r('/patronClients', 'Podopieczni', PATRON),
  r('/patronClients/create', 'Nowy podopieczny', PATRON),
  r('/patronClients/$clientId', 'Podopieczny', PATRON),
  r('/patronClients/$clientId/edit', 'Edycja podopiecznego', PATRON),
  r('/patronClients/$clientId/cases', 'Sprawy podopiecznego', PATRON),
  r('/patronClients/$clientId/cases/create', 'Nowa sprawa podopiecznego', PATRON),
  r('/patronClients/$clientId/cases/$id', 'Sprawa podopiecznego', PATRON),
  r('/patronClientsCases', 'Sprawy podopiecznych', PATRON),
  r('/patronClientsCases/create', 'Nowa sprawa', PATRON),
  r('/patronClientsCases/$id', 'Sprawa', PATRON),
  r('/patronClientsCases/$id/edit', 'Edycja sprawy', PATRON),
  r('/yourClientsExpertEmployees', 'Eksperci podopiecznych', PATRON),
  r('/yourClientsExpertEmployees/$id', 'Ekspert', PATRON),
  // Cases
  r('/cases', 'Sprawy', ADMIN),
  r('/cases/create', 'Nowa sprawa', ADMIN),
  r('/cases/$id', 'Sprawa', ADMIN),
  r('/cases/edit/$id', 'Edycja sprawy', ADMIN),
  r('/yourCases', 'Twoje sprawy', CLIENT),
  r('/yourCases/add', 'Zgłoś nową sprawę', CLIENT),
  r('/yourCases/$id', 'Sprawa', CLIENT),
  r('/expertCases', 'Twoje sprawy', EXPERTS),
  r('/expertCases/$id', 'Sprawa', EXPERTS),
  // Expert employees and people
  r('/yourExpertEmployees', 'Twoi eksperci', EXPERT_OWNER),
  r('/yourExpertEmployees/cases', 'Sprawy twoich ekspertów', EXPERT_OWNER),
  r('/yourExpertEmployees/cases/$id', 'Sprawa', EXPERT_OWNER),
  r('/expertEmployees/profile/$id', 'Profil eksperta', EXPERTS),
  r('/expertEmployees/create', 'Nowy ekspert', EXPERT_OWNER),
  r('/clientExpertEmployees', 'Twoi eksperci', CLIENT),
  r('/clientExpertEmployees/$id', 'Ekspert', CLIENT),
  r('/clientManager/$id', 'Twój manager', CLIENT),
  r('/people', 'Ludzie', ADMIN_MANAGER),
  // Invoices (under each case route family)
  ...invoiceRoutes,
  // Offers and payments
  r('/cases/$caseId/offer', 'Oferta', ADMIN_MANAGER),
  r('/offer/$id', 'Oferta', 'signedIn'),
  // Settlements
  r('/settlement/create/$caseId', 'Nowe rozliczenie', ADMIN_MANAGER),
  r('/settlement/$id/edit', 'Edycja rozliczenia', ADMIN_MANAGER),
  r('/settlements', 'Rozliczenia', ADMIN_MANAGER),
  r('/mySettlements', 'Twoje rozliczenia', CLIENT),
  r('/clientSettlements', 'Rozliczenia klientów', ADMIN_MANAGER),
  r('/income', 'Przychody', ADMIN_MANAGER),
  r('/overdueSettlements', 'Zaległe rozliczenia', ADMIN_MANAGER),
  r('/tabela-premii', 'Tabela premii', STAFF),
  // Calendar
  r('/calendar', 'Kalendarz', 'signedIn'),
  r('/calendar/case/$caseId', 'Kalendarz sprawy', 'signedIn'),
  r('/calendar/user/$userId', 'Kalendarz użytkownika', 'signedIn'),
  r('/calendarEvents', 'Wydarzenia', ADMIN_MANAGER),
  r('/calendarEvent/create', 'Nowe wydarzenie', STAFF),
  r('/calendarEvent/create/case/$caseId', 'Nowe wydarzenie w sprawie', STAFF),
  r('/calendarEvent/create/user/$userId', 'Nowe wydarzenie użytkownika', STAFF),
  r('/calendarEvent/$id/edit', 'Edycja wydarzenia', STAFF),
  // News
  r('/newsAdmin', 'Aktualności — zarządzanie', ADMIN),
  r('/news', 'Aktualności', 'signedIn'),
  r('/news/create', 'Nowa aktualność', ADMIN),
  r('/news/edit/$id', 'Edycja aktualności', ADMIN),
  r('/news/$id', 'Aktualność', 'signedIn'),
  r('/news/summary/$id', 'Podsumowanie okresu', 'signedIn'),
  // Administration and catalogues
  r('/organisations', 'Organizacje', ADMIN),
  r('/organisations/$organisationId/users', 'Użytkownicy organizacji', ADMIN),
  r('/departments', 'Departamenty', ADMIN),
  r('/products', 'Produkty', ADMIN),
  r('/products/create', 'Nowy produkt', ADMIN),
  r('/products/$id/edit', 'Edycja produktu', ADMIN),
  r('/milestones/$id/edit', 'Edycja kamieni milowych', ADMIN),
  r('/subscriptionDefiniftions', 'Definicje abonamentów', ADMIN),
  r('/accountingTypes', 'Typy księgowości', ADMIN_MANAGER),
  r('/accountingTypes/create', 'Nowy typ księgowości', ADMIN_MANAGER),
  r('/accountingTypes/$id/edit', 'Edycja typu księgowości', ADMIN_MANAGER),
  r('/accountingAttachmentTypes', 'Typy załączników księgowych', ADMIN_MANAGER),
  r('/accountingAttachmentTypes/create', 'Nowy typ załącznika', ADMIN_MANAGER),
  r('/accountingAttachmentTypes/$id/edit', 'Edycja typu załącznika', ADMIN_MANAGER),
  r('/professions', 'Zawody', ADMIN_MANAGER),
  r('/managerTitles', 'Tytuły managerów', ADMIN_MANAGER),
  r('/unlimitedConsults', 'Nielimitowane konsultacje', CLIENT_ADMIN),
  r('/unlimitedConsults/edit', 'Nielimitowane konsultacje — edycja', ADMIN),
  r('/govZone', 'Strefa urzędowa', ADMIN_MANAGER),
  r('/crm', 'CRM', ADMIN_MANAGER),
  r('/businessDevelopment', 'Rozwój biznesu', ADMIN_MANAGER),
  r('/leads', 'Leady', ADMIN_MANAGER),
  r('/marketingCampaigns', 'Kampanie marketingowe', ADMIN_MANAGER),
  r('/marketingCampaigns/leads', 'Leady kampanii', ADMIN_MANAGER),
  r('/reporting', 'Raporty', ADMIN_MANAGER),
  r('/managerReports', 'Raporty managerów', ADMIN_MANAGER),
  r('/chatbotConversations', 'Rozmowy z chatbotem', ADMIN),
  // Satisfaction
  r('/yourCases/$caseId/satisfactionScore', 'Oceń współpracę', CLIENT),
  r('/yourCases/$caseId/satisfactionScore/$id', 'Twoja ocena', CLIENT),
  r('/mySatisfactionScore', 'Twoje oceny', CLIENT),
  r('/kpi/satisfactionScores', 'Oceny zadowolenia', ADMIN),
  // Rankings
  r('/rankings/manager', 'Ranking managerów', RANKINGS),
  r('/rankings/department', 'Ranking departamentów', RANKINGS),
  r('/rankings/client', 'Ranking klientów', RANKINGS),
  r('/rankings/expert', 'Ranking ekspertów', RANKINGS),
  r('/rankings/ambassador', 'Ranking ambasadorów', RANKINGS),
  // KPI
  r('/kpi', 'KPI', ADMIN),
  ...kpiPages.map(([page, title]) => r(`/kpi/${page}`, `KPI — ${title}`, ADMIN)),
];

/** The navigation menu, in order: each role sees the entries its access allows. */
export const menuPaths: readonly string[] = [
  '/',
  '/yourCases',
  '/yourCases/add',
  '/mySettlements',
  '/yourAccountManager',
  '/clientExpertEmployees',
  '/unlimitedConsults',
  '/expertCases',
  '/yourExpertEmployees',
  '/yourExpertEmployees/cases',
  '/managerClients',
  '/managerClientsCases',
  '/patronClients',
  '/patronClientsCases',
  '/yourClientsExpertEmployees',
  '/cases',
  '/users',
  '/settlements',
  '/income',
  '/overdueSettlements',
  '/leads',
  '/marketingCampaigns',
  '/managerReports',
  '/calendar',
  '/news',
  '/newsAdmin',
  '/organisations',
  '/departments',
  '/products',
  '/kpi',
  '/rankings/manager',
];
