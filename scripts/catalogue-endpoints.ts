/**
 * Endpoint catalogue of the server API, derived from the specification ALONE
 * (server-API document, sections 6 and 7, plus the call table in section 7 of
 * the screens document). Nothing under openapi/ or generated/ was consulted:
 * this list exists to cross-check the hand-written OpenAPI document.
 *
 * Format: 'METHOD /api/Path/{param}' — METHOD upper case, /api prefix, resource
 * spelled as the catalogue spells it, path parameters in braces with the
 * catalogue's name (or {id} where it only says "per id"). Query parameters are
 * not part of the path.
 *
 * Not included: the real-time hub /hubs/notifications (not an /api HTTP
 * operation of the catalogue).
 */

/** The "standard pattern": GET list, POST create, GET/PUT/PATCH/DELETE on /{id}. */
function standard(resource: string, options: { noPost?: boolean } = {}): string[] {
  const base = `/api/${resource}`;
  return [
    `GET ${base}`,
    ...(options.noPost ? [] : [`POST ${base}`]),
    `GET ${base}/{id}`,
    `PUT ${base}/{id}`,
    `PATCH ${base}/{id}`,
    `DELETE ${base}/{id}`,
  ];
}

export const catalogueEndpoints: readonly string[] = Object.freeze([
  // --- AccountingAttachmentType: standard pattern only
  ...standard('AccountingAttachmentType'),

  // --- AccountingType: standard pattern only
  ...standard('AccountingType'),

  // --- ApplicationUser: standard pattern (GET /{id} is also "current or impersonated user")
  ...standard('ApplicationUser'),
  // per id
  'PUT /api/ApplicationUser/{id}/changeEmail',
  'DELETE /api/ApplicationUser/{id}/deleteWithReason',
  'DELETE /api/ApplicationUser/{id}/hardDelete',
  'PUT /api/ApplicationUser/{id}/restore',
  'GET /api/ApplicationUser/{id}/minimal',
  'PUT /api/ApplicationUser/{id}/patron',
  'GET /api/ApplicationUser/{id}/roles',
  'POST /api/ApplicationUser/{id}/roles',
  // account / password (activate, register, begin/endForgotPassword are public)
  'POST /api/ApplicationUser/activate',
  'POST /api/ApplicationUser/register',
  'POST /api/ApplicationUser/beginForgotPassword',
  'POST /api/ApplicationUser/endForgotPassword',
  'POST /api/ApplicationUser/changePassword',
  'GET /api/ApplicationUser/forceResetPassword',
  'GET /api/ApplicationUser/export',
  'GET /api/ApplicationUser/getLink',
  'GET /api/ApplicationUser/resend',
  // lists (GET)
  'GET /api/ApplicationUser/clients',
  'GET /api/ApplicationUser/managers',
  'GET /api/ApplicationUser/managersAndAmbassadors',
  'GET /api/ApplicationUser/managerClients',
  'GET /api/ApplicationUser/patronClients',
  'GET /api/ApplicationUser/patrons',
  'GET /api/ApplicationUser/people',
  'GET /api/ApplicationUser/expertEmployees',
  'GET /api/ApplicationUser/expertOwners',
  'GET /api/ApplicationUser/clientExpertEmployees',
  'GET /api/ApplicationUser/clientExpertEmployees/{id}',
  'GET /api/ApplicationUser/yourExpertEmployees',
  'GET /api/ApplicationUser/your-patron',
  'GET /api/ApplicationUser/clientManager/{id}',
  'GET /api/ApplicationUser/leadsForCase/{caseId}',
  // (the "contextual minimal user by id" list call has no stated path: see catalogueEndpointsWithUnspecifiedPaths)
  // client data
  'GET /api/ApplicationUser/accountingPotential/{id}',
  'POST /api/ApplicationUser/accountingPotential/{id}',
  'GET /api/ApplicationUser/accountingPotential/{id}/pdf',
  'GET /api/ApplicationUser/clientPotential/{id}',
  'POST /api/ApplicationUser/clientPotential',
  'POST /api/ApplicationUser/clientLead/{id}',
  'POST /api/ApplicationUser/clientSize/{id}',
  'POST /api/ApplicationUser/departments/{id}',
  'PUT /api/ApplicationUser/vetro',
  'POST /api/ApplicationUser/vetro',
  // leasing survey
  'GET /api/ApplicationUser/leasingSurvey/{id}',
  'GET /api/ApplicationUser/leasingSurvey/{id}/pdf',
  'POST /api/ApplicationUser/leasingSurvey/{id}/basicInfo',
  'POST /api/ApplicationUser/leasingSurvey/{id}/clients',
  'POST /api/ApplicationUser/leasingSurvey/{id}/company',
  'POST /api/ApplicationUser/leasingSurvey/{id}/decisivePerson',
  'POST /api/ApplicationUser/leasingSurvey/{id}/finances',
  'POST /api/ApplicationUser/leasingSurvey/{id}/obligations',
  'POST /api/ApplicationUser/leasingSurvey/{id}/representatives',
  'POST /api/ApplicationUser/leasingSurvey/{id}/shareholders',

  // --- Authentication (resource name read literally; login calls are public)
  'GET /api/Authentication/login',
  'POST /api/Authentication/login',
  'GET /api/Authentication/loginCallback',
  'GET /api/Authentication/logout',

  // --- CalendarEvent: standard pattern + extras
  ...standard('CalendarEvent'),
  'DELETE /api/CalendarEvent/{id}/future',
  'GET /api/CalendarEvent/GetEventsForCase',
  'GET /api/CalendarEvent/GetEventsForCurrentUser',
  'GET /api/CalendarEvent/GetEventsForCurrentUser/organisation',
  'GET /api/CalendarEvent/GetEventsForUser',
  'PUT /api/CalendarEvent/UpdateUserEventNotificationSettings',

  // --- Case: list/create (GET /api/Case, POST /api/Case) and GET/PUT/PATCH/DELETE /{id}
  ...standard('Case'),
  'GET /api/Case/all',
  'POST /api/Case/import',
  // role-specific lists
  'GET /api/Case/managerClientCases',
  'GET /api/Case/patronClientCases',
  'GET /api/Case/expertClientCases',
  'GET /api/Case/expertOwnerEmployeesCases',
  'GET /api/Case/expertOwnerEmployeesCases/{id}',
  'GET /api/Case/clientCases/{userId}',
  'GET /api/Case/clientCases/{userId}/departments',
  'GET /api/Case/casePeriodsSummary',
  // field updates PUT /Case/{id}/<field> (values in query or body)
  'PUT /api/Case/{id}/milestones',
  'PUT /api/Case/{id}/accountingAttachmentType',
  'PUT /api/Case/{id}/accountingType',
  'PUT /api/Case/{id}/clientAttachmentCompleted',
  'PUT /api/Case/{id}/expertAttachmentCompleted',
  'PUT /api/Case/{id}/clientCompany',
  'PUT /api/Case/{id}/companyDetails',
  'PUT /api/Case/{id}/expert',
  'PUT /api/Case/{id}/generalInfo',
  'PUT /api/Case/{id}/isVatPayer',
  'PUT /api/Case/{id}/lawsuit',
  'PUT /api/Case/{id}/lead',
  'PUT /api/Case/{id}/manager',
  'PUT /api/Case/{id}/managerleader',
  'PUT /api/Case/{id}/product',
  'PUT /api/Case/{id}/sales',
  'PUT /api/Case/{id}/status',
  // agreement (multipart)
  'POST /api/Case/{id}/agreement',
  'DELETE /api/Case/{id}/agreement',
  // case attachments (the "Multiple" variants: see catalogueEndpointsWithUnspecifiedPaths)
  'POST /api/Case/{id}/clientAttachment',
  'POST /api/Case/{id}/expertAttachment',
  'DELETE /api/Case/{caseId}/clientAttachment/{attachmentId}',
  'DELETE /api/Case/{caseId}/expertAttachment/{attachmentId}',
  'DELETE /api/Case/{caseId}/periodSummary',
  // invoice settings
  'GET /api/Case/{id}/invoiceSettings',
  'PUT /api/Case/{id}/invoiceSettings',
  // meetings
  'POST /api/Case/{id}/meeting',
  'PUT /api/Case/{id}/meeting',
  'PUT /api/Case/{id}/meeting/{meetingId}',
  'DELETE /api/Case/{id}/meeting/{meetingId}',
  // periods (month/year in query)
  'PUT /api/Case/{id}/period/checklist',
  'POST /api/Case/{id}/period/clientAttachment',
  'POST /api/Case/{id}/period/expertAttachment',
  'DELETE /api/Case/{id}/period/clientAttachment/{attachmentId}',
  'DELETE /api/Case/{id}/period/expertAttachment/{attachmentId}',
  'PUT /api/Case/{id}/period/ready',
  'PUT /api/Case/{id}/period/sendSummary',
  'PUT /api/Case/{id}/period/status',
  'PUT /api/Case/{id}/period/summary/{fieldName}',
  'PUT /api/Case/{id}/period/summary',
  // pricing policy and subscription
  'PUT /api/Case/{id}/pricingPolicy',
  'DELETE /api/Case/{id}/pricingPolicy',
  'PUT /api/Case/{id}/subscription',
  'DELETE /api/Case/{id}/subscription',
  // "second shape" (lower-case `case`, value in body, answers with the updated case)
  'PUT /api/case/{id}/product',
  'PUT /api/case/{caseId}/period/{month}/{year}/status',

  // --- CaseAttachment: standard pattern (POST is multipart) + extras
  ...standard('CaseAttachment'),
  'PUT /api/CaseAttachment/{attachmentId}/type',
  'GET /api/CaseAttachment/{caseId}/clientAttachments',
  'GET /api/CaseAttachment/{caseId}/expertAttachments',
  'GET /api/CaseAttachment/period/{casePeriodId}/clientAttachments',
  'GET /api/CaseAttachment/period/{casePeriodId}/expertAttachments',
  'POST /api/CaseAttachment/multiple',
  'GET /api/CaseAttachment/{id}/FileStream',
  'PUT /api/CaseAttachment/{id}/paid',

  // --- CaseMessage: standard pattern + messages of a case
  ...standard('CaseMessage'),
  'GET /api/CaseMessage/case/{caseId}',

  // --- CaseUpdateHistory
  'GET /api/CaseUpdateHistory/{caseId}',
  'GET /api/CaseUpdateHistory/user/{userId}',

  // --- ChatbotConversation: standard pattern + message
  ...standard('ChatbotConversation'),
  'POST /api/ChatbotConversation/message',

  // --- Checkout (GET, pay and saveCard are public)
  'GET /api/Checkout',
  'POST /api/Checkout',
  'POST /api/Checkout/pay',
  'POST /api/Checkout/saveCard',

  // --- Department: standard pattern only
  ...standard('Department'),

  // --- Invoice: standard pattern + extras
  ...standard('Invoice'),
  'GET /api/Invoice/case/{caseId}',
  'GET /api/Invoice/case/{caseId}/initial',
  'GET /api/Invoice/{caseId}/published',
  'POST /api/Invoice/{id}/payment',
  'DELETE /api/Invoice/{id}/payment/{paymentId}',
  'POST /api/Invoice/{id}/status',
  'GET /api/Invoice/{invoiceId}/pdf',
  'POST /api/Invoice/numbering',

  // --- InvoiceLogo: standard pattern (create is multipart) + file stream
  ...standard('InvoiceLogo'),
  'GET /api/InvoiceLogo/{id}/FileStream',

  // --- Kpi (all GET except POST accessRules)
  'GET /api/Kpi/accessRules',
  'POST /api/Kpi/accessRules',
  // query date
  'GET /api/Kpi/ai-usage',
  'GET /api/Kpi/overdue',
  'GET /api/Kpi/salesman',
  'GET /api/Kpi/settlements/law',
  'GET /api/Kpi/settlements/tax',
  // query from, to, memberId
  'GET /api/Kpi/allCases',
  // query from, to
  'GET /api/Kpi/compliance',
  'GET /api/Kpi/engine',
  'GET /api/Kpi/investSales',
  'GET /api/Kpi/leads',
  'GET /api/Kpi/legal',
  'GET /api/Kpi/marketing/done',
  'GET /api/Kpi/marketing/inProgress',
  'GET /api/Kpi/marketing/new',
  'GET /api/Kpi/newBusiness',
  'GET /api/Kpi/newBusinessMeeting',
  'GET /api/Kpi/recruitment',
  'GET /api/Kpi/serviceMeeting',
  'GET /api/Kpi/subscriptions/done',
  'GET /api/Kpi/subscriptions/inProgress',
  'GET /api/Kpi/subscriptions/new',
  'GET /api/Kpi/tax/inProgress',
  'GET /api/Kpi/tax/new',
  // no parameters
  'GET /api/Kpi/allUsers',
  'GET /api/Kpi/chf',
  'GET /api/Kpi/clientActivity',
  'GET /api/Kpi/experts',
  'GET /api/Kpi/hell',
  'GET /api/Kpi/investInProgress',
  'GET /api/Kpi/investPitch',
  'GET /api/Kpi/list',
  'GET /api/Kpi/managers',
  'GET /api/Kpi/purgatory',
  'GET /api/Kpi/tax/done',
  'GET /api/Kpi/types',

  // --- Lead: standard pattern + delete with reason
  ...standard('Lead'),
  'DELETE /api/Lead/{id}/withReason',

  // --- LeadSource: standard pattern only
  ...standard('LeadSource'),

  // --- ManagerReport: standard pattern + by date
  ...standard('ManagerReport'),
  'GET /api/ManagerReport/date/{date}',
  'GET /api/ManagerReport/date/{date}/currentUser',

  // --- ManagerTitle: standard pattern only
  ...standard('ManagerTitle'),

  // --- MarketingCampaign: standard pattern WITHOUT POST ("POST not shown")
  ...standard('MarketingCampaign', { noPost: true }),

  // --- Milestone: standard pattern + create-or-update for a product
  ...standard('Milestone'),
  'POST /api/Milestone/CreateOrUpdateForProduct/{productId}',

  // --- News: standard pattern + extras (saasLanding is public)
  ...standard('News'),
  'GET /api/News/all',
  'GET /api/News/{id}/preview',
  'GET /api/News/{id}/send',
  'GET /api/News/{id}/userIds',
  'GET /api/News/saasLanding',

  // --- NewsAttachment: standard pattern (POST multipart; optional Token query) + file stream (public)
  ...standard('NewsAttachment'),
  'GET /api/NewsAttachment/{id}/FileStream',

  // --- NewsPicture: standard pattern (POST multipart; optional Token query) + file stream (public) and thumbnail
  ...standard('NewsPicture'),
  'GET /api/NewsPicture/{id}/FileStream',
  'GET /api/NewsPicture/{id}/thumbnail',

  // --- Notifications (spelled plural in the catalogue; not a standard-pattern resource)
  'GET /api/Notifications',
  'POST /api/Notifications/clear',

  // --- Offer: standard pattern + extras (published PDF is public)
  ...standard('Offer'),
  'GET /api/Offer/case/{caseId}',
  'GET /api/Offer/{id}/pdf',
  'POST /api/Offer/{id}/publish',
  'GET /api/Offer/published/{publicationId}/pdf',

  // --- OfferAttachment: standard pattern + file stream and public download
  ...standard('OfferAttachment'),
  'GET /api/OfferAttachment/{id}/FileStream',
  'GET /api/OfferAttachment/{id}/public/{publicationId}',

  // --- Organisation: standard pattern + organisations of the context user
  ...standard('Organisation'),
  'GET /api/Organisation/contextUser',

  // --- OrganisationUser: standard pattern + members of an organisation
  ...standard('OrganisationUser'),
  'GET /api/OrganisationUser/organisation/{organisationId}',

  // --- Product: standard pattern + minimal list
  ...standard('Product'),
  'GET /api/Product/minimal',

  // --- Profession: standard pattern only
  ...standard('Profession'),

  // --- ProfilePicture: standard pattern + file stream and thumbnail
  ...standard('ProfilePicture'),
  'GET /api/ProfilePicture/{id}/FileStream',
  'GET /api/ProfilePicture/{id}/thumbnail',

  // --- Ranking (each with a date query)
  'GET /api/Ranking/ambassador',
  'GET /api/Ranking/client',
  'GET /api/Ranking/department',
  'GET /api/Ranking/expert',
  'GET /api/Ranking/manager',

  // --- Regon (tax-number lookup, query nip)
  'GET /api/Regon/nip',

  // --- SatisfactionScore: standard pattern + by case
  ...standard('SatisfactionScore'),
  'GET /api/SatisfactionScore/case/{caseId}',

  // --- Settlement: standard pattern + extras
  ...standard('Settlement'),
  'GET /api/Settlement/client',
  'GET /api/Settlement/client/{caseId}',
  'GET /api/Settlement/income',
  'GET /api/Settlement/income/{caseId}',
  'GET /api/Settlement/overdue',
  'GET /api/Settlement/unpaid',
  'GET /api/Settlement/paymentMethods',
  'POST /api/Settlement/payment',
  'DELETE /api/Settlement/deleteCard',
  'POST /api/Settlement/saveCard',
  'PUT /api/Settlement/SettlementStatus',
  // literal segment "caseId" (not braced in the catalogue; caseId is also a query)
  'GET /api/Settlement/settlementsForCase/caseId',
  'GET /api/Settlement/settlementsForContextUser',
  'PUT /api/Settlement/{id}/expertInvoice',
  'PUT /api/Settlement/{id}/expertInvoiceAmount',
  'PUT /api/Settlement/{id}/minimaledit',
  'PUT /api/Settlement/{id}/notes',
  'PUT /api/Settlement/{id}/payBySavedCard',
  'PUT /api/Settlement/{id}/payment/client',
  'PUT /api/Settlement/{id}/payment/expert',
  'PUT /api/Settlement/{id}/payment/lead',
  'PUT /api/Settlement/{id}/payment/leader',
  'PUT /api/Settlement/{id}/payment/sales',
  'PUT /api/Settlement/{id}/payment/userLeader',
  'PUT /api/Settlement/{id}/payment/date',
  'GET /api/Settlement/{id}/paymentLink',
  'PUT /api/Settlement/{id}/sendNotification',

  // --- SettlementAttachment: standard pattern only
  ...standard('SettlementAttachment'),

  // --- SubscriptionDefinition: standard pattern only
  ...standard('SubscriptionDefinition'),
]);

/**
 * Calls the catalogue lists without stating their exact path. Kept out of
 * catalogueEndpoints rather than guessing a path.
 */
export const catalogueEndpointsWithUnspecifiedPaths: readonly {
  description: string;
  method: string;
}[] = Object.freeze([
  // StaticFiles
  { method: 'GET', description: 'StaticFiles: bonus-rule PDF valid from 2024-03-14' },
  { method: 'GET', description: 'StaticFiles: bonus-rule PDF valid from 2025-05-01' },
  // Case "Multiple" attachment variants (multipart: Files, Descriptions, CasePeriodAttachmentType)
  {
    method: 'POST',
    description:
      'Case: "Multiple" variant of POST /api/Case/{id}/clientAttachment (exact spelling not stated, e.g. clientAttachmentMultiple)',
  },
  {
    method: 'POST',
    description:
      'Case: "Multiple" variant of POST /api/Case/{id}/expertAttachment (exact spelling not stated, e.g. expertAttachmentMultiple)',
  },
  {
    method: 'POST',
    description:
      'Case: "Multiple" variant of POST /api/Case/{id}/period/clientAttachment (query month, year; exact spelling not stated)',
  },
  {
    method: 'POST',
    description:
      'Case: "Multiple" variant of POST /api/Case/{id}/period/expertAttachment (query month, year; exact spelling not stated)',
  },
  // ApplicationUser
  {
    method: 'GET',
    description:
      'ApplicationUser: "contextual minimal user by id" (listed among the GET lists; path not stated, distinct from GET /api/ApplicationUser/{id}/minimal)',
  },
]);

/** Calls sent without credentials (server-API document, section 6). */
export const cataloguePublicEndpoints: readonly string[] = Object.freeze([
  // sign-in / the login calls
  'GET /api/Authentication/login',
  'POST /api/Authentication/login',
  'GET /api/Authentication/loginCallback',
  // account
  'POST /api/ApplicationUser/activate',
  'POST /api/ApplicationUser/register',
  'POST /api/ApplicationUser/beginForgotPassword',
  'POST /api/ApplicationUser/endForgotPassword',
  // checkout
  'GET /api/Checkout',
  'POST /api/Checkout/pay',
  'POST /api/Checkout/saveCard',
  // news landing
  'GET /api/News/saasLanding',
  // offers
  'GET /api/OfferAttachment/{id}/public/{publicationId}',
  'GET /api/Offer/published/{publicationId}/pdf',
  // file streams sent without the bearer credential (optional Token query)
  'GET /api/NewsAttachment/{id}/FileStream',
  'GET /api/NewsPicture/{id}/FileStream',
]);
