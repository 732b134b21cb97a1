import type { UserRole } from '@portal/sdk/model';

/**
 * Who may call each operation of the contract: the one table of the demo backend's access gate (access-gate.ts),
 * as a real server's authorisation would decide. Which record a caller may see or change (a client their own cases,
 * settlements, invoices, profile) stays with the handlers (access.ts).
 *
 * The spec names no roles per operation, so each rule follows the screens that call the operation: the routes'
 * roles (`page(title, access)` in src/routes) and what each screen shows to whom (e.g. the case permissions of
 * src/features/cases/permissions.ts). An operation no screen calls gets what its resource's screens get, and its
 * changes the administration's.
 *
 * A rule is 'public' (`security: []` in the contract: anyone), 'signedIn' (any valid token) or the roles of which
 * the caller must hold one. An operation takes its own entry in `operations`, else the default of the longest
 * path prefix in `defaults` (reads are GET; the rest change something).
 */
export type Access = 'public' | 'signedIn' | readonly UserRole[];
type Default = Access | { read: Access; write: Access };

// the role groups of src/app/access.ts (the demo backend does not import the app)
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
// a case's sides (permissions.ts): the client's documents and readiness; the expert's work (status, periods)
const CASE_CLIENT_SIDE = ['Client', 'Admin', 'Manager'] as const;
const CASE_EXPERT_SIDE = ['Admin', 'Manager', 'ExpertEmployee', 'ExpertOwner'] as const;
const CASE_DOCUMENTS = ['Client', 'Admin', 'Manager', 'ExpertEmployee', 'ExpertOwner'] as const;
/** Who opens cases: the client reporting one (/yourCases/add), and the admin's, manager's and patron's forms. */
const CASE_CREATORS = ['Client', 'Admin', 'Manager', 'Patron'] as const;
/** Who adds users: /users/create, /managerClients/create, /patronClients/create, /expertEmployees/create. */
const USER_CREATORS = ['Admin', 'Manager', 'Patron', 'ExpertOwner'] as const;

const everyoneReads = (write: Access): Default => ({ read: 'signedIn', write });

/** By path prefix after /api/ (its literal segments). */
const defaults: Record<string, Default> = {
  AccountingAttachmentType: everyoneReads(ADMIN_MANAGER),
  AccountingType: everyoneReads(ADMIN_MANAGER),
  ApplicationUser: STAFF,
  'ApplicationUser/accountingPotential': ADMIN_MANAGER,
  'ApplicationUser/clientLead': ADMIN_MANAGER,
  'ApplicationUser/clientPotential': ADMIN_MANAGER,
  'ApplicationUser/leadsForCase': ADMIN_MANAGER,
  'ApplicationUser/leasingSurvey': ADMIN_MANAGER,
  Authentication: 'signedIn',
  CalendarEvent: everyoneReads(STAFF),
  Case: everyoneReads(ADMIN_MANAGER),
  // the contract spells two case paths in lower case
  case: ADMIN_MANAGER,
  CaseAttachment: everyoneReads(ADMIN_MANAGER),
  CaseMessage: everyoneReads(ADMIN),
  CaseUpdateHistory: 'signedIn',
  ChatbotConversation: ADMIN,
  Checkout: CLIENT,
  Department: everyoneReads(ADMIN),
  Invoice: everyoneReads(ADMIN_MANAGER),
  InvoiceLogo: everyoneReads(ADMIN_MANAGER),
  Kpi: ADMIN,
  Lead: ADMIN_MANAGER,
  LeadSource: ADMIN_MANAGER,
  ManagerReport: ADMIN_MANAGER,
  ManagerTitle: everyoneReads(ADMIN_MANAGER),
  MarketingCampaign: ADMIN_MANAGER,
  Milestone: everyoneReads(ADMIN),
  News: everyoneReads(ADMIN),
  // the news form's files (the readers download them by the news item's token: public)
  NewsAttachment: ADMIN,
  NewsPicture: ADMIN,
  Notifications: ADMIN,
  Offer: everyoneReads(ADMIN_MANAGER),
  OfferAttachment: everyoneReads(ADMIN_MANAGER),
  Organisation: ADMIN,
  OrganisationUser: ADMIN,
  Product: everyoneReads(ADMIN),
  Profession: everyoneReads(ADMIN_MANAGER),
  ProfilePicture: everyoneReads(ADMIN),
  Ranking: RANKINGS,
  Regon: ADMIN_MANAGER,
  // the client rates (/yourCases/{caseId}/satisfactionScore); /mySatisfactionScore, the case details and the KPI read
  SatisfactionScore: {
    read: ['Client', 'Admin', 'Manager', 'Patron', 'ExpertEmployee', 'ExpertOwner'],
    write: CLIENT_ADMIN,
  },
  Settlement: ADMIN_MANAGER,
  SettlementAttachment: ADMIN_MANAGER,
  StaticFiles: STAFF,
  SubscriptionDefinition: { read: STAFF, write: ADMIN },
};

/** By `METHOD path` as the contract writes it. */
const operations: Record<string, Access> = {
  // the contract's public calls
  'GET /api/Authentication/login': 'public',
  'POST /api/Authentication/login': 'public',
  'GET /api/Authentication/loginCallback': 'public',
  'GET /api/Checkout': 'public',
  'POST /api/Checkout/pay': 'public',
  'POST /api/Checkout/saveCard': 'public',
  'GET /api/News/saasLanding': 'public',
  'GET /api/NewsAttachment/{id}/FileStream': 'public',
  'GET /api/NewsPicture/{id}/FileStream': 'public',
  'GET /api/NewsPicture/{id}/thumbnail': 'public',
  'GET /api/Offer/published/{publicationId}/pdf': 'public',
  'GET /api/OfferAttachment/{id}/public/{publicationId}': 'public',
  'POST /api/ApplicationUser/activate': 'public',
  'POST /api/ApplicationUser/register': 'public',
  'POST /api/ApplicationUser/beginForgotPassword': 'public',
  'POST /api/ApplicationUser/endForgotPassword': 'public',

  // users: one's own profile and picture (users/profile.ts: another's only by an admin; a client reads only their own)
  'GET /api/ApplicationUser/{id}': 'signedIn',
  'PUT /api/ApplicationUser/{id}': 'signedIn',
  'PATCH /api/ApplicationUser/{id}': 'signedIn',
  'PUT /api/ApplicationUser/{id}/changeEmail': 'signedIn',
  'POST /api/ApplicationUser/changePassword': 'signedIn',
  'POST /api/ProfilePicture': 'signedIn',
  'DELETE /api/ProfilePicture/{id}': 'signedIn',
  'GET /api/ProfilePicture': ADMIN,
  // a client's managers and experts (/yourAccountManager, /unlimitedConsults, the filters of /yourCases): the
  // handlers answer a client with those of their own cases
  'GET /api/ApplicationUser/managers': 'signedIn',
  'GET /api/ApplicationUser/expertEmployees': 'signedIn',
  'GET /api/ApplicationUser/expertOwners': 'signedIn',
  'GET /api/ApplicationUser/your-patron': CLIENT,
  // … and a patron's clients' experts (/yourClientsExpertEmployees)
  'GET /api/ApplicationUser/clientExpertEmployees': ['Client', 'Patron'],
  'GET /api/ApplicationUser/clientExpertEmployees/{id}': ['Client', 'Patron'],
  'GET /api/ApplicationUser/clientManager/{id}': CLIENT,
  'GET /api/ApplicationUser/managerClients': MANAGER,
  'GET /api/ApplicationUser/patronClients': PATRON,
  'GET /api/ApplicationUser/yourExpertEmployees': EXPERT_OWNER,
  'GET /api/ApplicationUser/clients': STAFF,
  'GET /api/ApplicationUser/managersAndAmbassadors': STAFF,
  'GET /api/ApplicationUser/people': ADMIN_MANAGER,
  'POST /api/ApplicationUser': USER_CREATORS,
  // the administration of accounts
  'GET /api/ApplicationUser': ADMIN,
  'GET /api/ApplicationUser/patrons': ADMIN,
  'GET /api/ApplicationUser/export': ADMIN,
  'GET /api/ApplicationUser/forceResetPassword': ADMIN,
  'GET /api/ApplicationUser/getLink': ADMIN,
  'GET /api/ApplicationUser/resend': ADMIN,
  'GET /api/ApplicationUser/{id}/roles': ADMIN,
  'POST /api/ApplicationUser/{id}/roles': ADMIN,
  'POST /api/ApplicationUser/departments/{id}': ADMIN,
  'POST /api/ApplicationUser/clientSize/{id}': ADMIN,
  'PUT /api/ApplicationUser/{id}/patron': ADMIN,
  'PUT /api/ApplicationUser/{id}/restore': ADMIN,
  'DELETE /api/ApplicationUser/{id}': ADMIN,
  'DELETE /api/ApplicationUser/{id}/deleteWithReason': ADMIN,
  'DELETE /api/ApplicationUser/{id}/hardDelete': ADMIN,
  'POST /api/ApplicationUser/vetro': ADMIN,
  'PUT /api/ApplicationUser/vetro': ADMIN,

  'GET /api/CalendarEvent': ADMIN_MANAGER,
  'PUT /api/CalendarEvent/UpdateUserEventNotificationSettings': 'signedIn',

  // cases: each role's own list
  'GET /api/Case': STAFF,
  'GET /api/Case/all': ADMIN,
  'GET /api/Case/casePeriodsSummary': STAFF,
  'GET /api/Case/clientCases/{userId}': CLIENT_ADMIN,
  'GET /api/Case/clientCases/{userId}/departments': CLIENT_ADMIN,
  'GET /api/Case/expertClientCases': EXPERTS,
  'GET /api/Case/expertOwnerEmployeesCases': EXPERT_OWNER,
  'GET /api/Case/expertOwnerEmployeesCases/{id}': EXPERT_OWNER,
  'GET /api/Case/managerClientCases': MANAGER,
  'GET /api/Case/patronClientCases': PATRON,
  'GET /api/Case/{id}/invoiceSettings': ADMIN_MANAGER,
  // opening and editing a case
  'POST /api/Case': CASE_CREATORS,
  'PUT /api/Case/{id}/generalInfo': CASE_CREATORS,
  'PUT /api/Case/{id}': ['Admin', 'Manager', 'Patron'],
  'POST /api/Case/import': ADMIN,
  'DELETE /api/Case/{id}': ADMIN,
  // the client's side of a case
  'POST /api/Case/{id}/clientAttachment': CASE_CLIENT_SIDE,
  'POST /api/Case/{id}/clientAttachmentMultiple': CASE_CLIENT_SIDE,
  'DELETE /api/Case/{caseId}/clientAttachment/{attachmentId}': CASE_CLIENT_SIDE,
  'POST /api/Case/{id}/period/clientAttachment': CASE_CLIENT_SIDE,
  'POST /api/Case/{id}/period/clientAttachmentMultiple': CASE_CLIENT_SIDE,
  'DELETE /api/Case/{id}/period/clientAttachment/{attachmentId}': CASE_CLIENT_SIDE,
  'PUT /api/Case/{id}/period/ready': CASE_CLIENT_SIDE,
  // the expert's side: status and result, the periods' work, the expert's documents
  'PUT /api/Case/{id}/status': CASE_EXPERT_SIDE,
  'PATCH /api/Case/{id}': CASE_EXPERT_SIDE,
  'POST /api/Case/{id}/expertAttachment': CASE_EXPERT_SIDE,
  'POST /api/Case/{id}/expertAttachmentMultiple': CASE_EXPERT_SIDE,
  'DELETE /api/Case/{caseId}/expertAttachment/{attachmentId}': CASE_EXPERT_SIDE,
  'POST /api/Case/{id}/period/expertAttachment': CASE_EXPERT_SIDE,
  'POST /api/Case/{id}/period/expertAttachmentMultiple': CASE_EXPERT_SIDE,
  'DELETE /api/Case/{id}/period/expertAttachment/{attachmentId}': CASE_EXPERT_SIDE,
  'PUT /api/Case/{id}/clientAttachmentCompleted': CASE_EXPERT_SIDE,
  'PUT /api/Case/{id}/expertAttachmentCompleted': CASE_EXPERT_SIDE,
  'PUT /api/Case/{id}/period/status': CASE_EXPERT_SIDE,
  'PUT /api/case/{caseId}/period/{month}/{year}/status': CASE_EXPERT_SIDE,
  'PUT /api/Case/{id}/period/checklist': CASE_EXPERT_SIDE,
  'PUT /api/Case/{id}/period/summary': CASE_EXPERT_SIDE,
  'PUT /api/Case/{id}/period/summary/{fieldName}': CASE_EXPERT_SIDE,
  'DELETE /api/Case/{caseId}/periodSummary': CASE_EXPERT_SIDE,
  'PUT /api/Case/{id}/period/sendSummary': CASE_EXPERT_SIDE,
  // either side classifies documents and marks them paid
  'PUT /api/CaseAttachment/{attachmentId}/type': CASE_DOCUMENTS,
  'PUT /api/CaseAttachment/{id}/paid': CASE_DOCUMENTS,

  // everyone comments
  'POST /api/CaseMessage': 'signedIn',

  // the invoices of every case, but the firm's list and the form of a new one
  'GET /api/Invoice': ADMIN_MANAGER,
  'GET /api/Invoice/case/{caseId}/initial': ADMIN_MANAGER,

  'GET /api/News/all': ADMIN,
  'GET /api/News/{id}/preview': ADMIN,
  'GET /api/News/{id}/send': ADMIN,
  'GET /api/News/{id}/userIds': ADMIN,

  // one's own bell
  'GET /api/Notifications': 'signedIn',
  'POST /api/Notifications/clear': 'signedIn',

  'GET /api/Organisation/contextUser': 'signedIn',

  // the client's settlements and card payments (/mySettlements, the case details); the overdue ones on the
  // patron's home page too
  'GET /api/Settlement/client': CLIENT,
  'GET /api/Settlement/client/{caseId}': CLIENT,
  'GET /api/Settlement/paymentMethods': CLIENT,
  'POST /api/Settlement/payment': CLIENT,
  'POST /api/Settlement/saveCard': CLIENT,
  'DELETE /api/Settlement/deleteCard': CLIENT,
  'PUT /api/Settlement/{id}/payBySavedCard': CLIENT,
  'GET /api/Settlement/overdue': ['Admin', 'Manager', 'Patron'],
};

const segmentsOf = (path: string) => path.split('/').filter(Boolean);
const isParameter = (segment: string) => segment.startsWith('{');

interface Entry {
  key: string;
  method: string;
  segments: string[];
  access: Access;
}

/** Where two templates can match the same path, the one with a literal segment first (`/Case/all`, `/Case/{id}`). */
function compareTemplates(a: string[], b: string[]) {
  for (let i = 0; i < Math.min(a.length, b.length); i += 1) {
    if (isParameter(a[i]) !== isParameter(b[i])) return isParameter(a[i]) ? 1 : -1;
  }
  return a.length - b.length;
}

const entries: Entry[] = Object.entries(operations)
  .map(([key, access]) => {
    const [method, path] = key.split(' ');
    return { key, method, segments: segmentsOf(path), access };
  })
  .sort((a, b) => compareTemplates(a.segments, b.segments));

const matches = (template: string[], segments: string[]) =>
  template.length === segments.length && template.every((part, i) => isParameter(part) || part === segments[i]);

/** The rule of a call and where the table has it (an entry of `operations`, or a prefix of `defaults`). */
export function accessRuleOf(method: string, pathname: string): { source: string; access: Access } {
  const verb = method.toUpperCase() === 'HEAD' ? 'GET' : method.toUpperCase();
  const segments = segmentsOf(/\/api\/.*$/.exec(pathname)?.[0] ?? pathname);
  const entry = entries.find((e) => e.method === verb && matches(e.segments, segments));
  if (entry) return { source: entry.key, access: entry.access };
  for (let length = segments.length; length > 1; length -= 1) {
    const prefix = segments.slice(1, length).join('/');
    if (!Object.hasOwn(defaults, prefix)) continue;
    const rule = defaults[prefix];
    const access = typeof rule === 'object' && 'read' in rule ? (verb === 'GET' ? rule.read : rule.write) : rule;
    return { source: prefix, access };
  }
  // not an operation of the contract: the handlers answer 404 to a signed-in caller
  return { source: '', access: 'signedIn' };
}

export const accessOf = (method: string, pathname: string) => accessRuleOf(method, pathname).access;

/** The table's keys, for its test: every entry names an operation, every prefix starts one. */
export const accessTableKeys = { operations: Object.keys(operations), defaults: Object.keys(defaults) };
