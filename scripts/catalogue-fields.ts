/**
 * The fields and query parameters the specification NAMES, derived from the two documents alone (spec 000 section 3
 * "Entities and their fields" and section 7 "The calls the screens make"; spec 001 sections 3, 5, 6 and 7), like
 * catalogue-endpoints.ts for the calls. Everything else in the contract is an assumption and says so with
 * `x-assumed: true` (scripts/contract.test.ts holds the two together; `npm run api:assumptions` lists them).
 *
 * What counts as named:
 * - a field the spec lists for that entity or payload ("Notification: createdAt, isRead, role …");
 * - an attribute the spec gives an entity in prose or through a call that sets it ("Case: … sales person, manager
 *   leader …"; "PUT /Case/{id}/isVatPayer"; "PUT {id}/expertInvoice (query invoiceNumber)"), with the id that goes
 *   with a named reference (`managerLeader` and `managerLeaderId`);
 * - `id` of an entity the catalogue addresses by id (`GET /{id}` of the standard pattern, `/meeting/{meetingId}`);
 * - the same fields in the entity's `<Name>Input`/`<Name>Patch` body where the entity's fields are named;
 * - every field of the shared shapes the spec describes (audit fields and stored files: spec 001 section 3; person
 *   names, addresses).
 * Not named: whatever a call's body or answer holds when the catalogue says "not shown" (KPI answers, rankings,
 * error bodies, the fields of the CRUD-only entities), paging, list filters, and link fields the catalogue only
 * implies by a path (`Offer/case/{caseId}` implies an offer belongs to a case; the field `caseId` is assumed).
 *
 * A schema that is not listed names none of its fields.
 */

const audit = ['createdAt', 'createdById', 'updatedAt', 'updatedById'] as const;
/** Spec 000 section 3, "User" and "Other user fields read". */
const userFields = [
  'firstName',
  'lastName',
  'birthDate',
  'professionId',
  'phoneNumber',
  'email',
  'addressOfResidence',
  'mailingAddress',
  'isAddressDifferent',
  'profileImageId',
  'roles',
] as const;
/** Spec 000 section 3, "Settlement", and spec 001 section 7, the settlement calls that set a value. */
const settlementFields = [
  'caseId',
  'issueDate',
  'grossAmount',
  'amountDue',
  'invoiceNumber',
  'paymentDueDate',
  'paymentDate',
  'paymentStatus',
  'notes',
  'expertInvoiceNumber',
  'expertInvoiceAmount',
  'clientPaymentStatus',
  'expertPaymentStatus',
  'leadPaymentStatus',
  'leaderPaymentStatus',
  'salesPaymentStatus',
  'userLeaderPaymentStatus',
] as const;
/** Spec 001 section 3, Case, and section 7, the `PUT /Case/{id}/…` calls; spec 000 section 3, Case. */
const caseInputFields = [
  'name',
  'clientId',
  'productId',
  'status',
  'result',
  'expertId',
  'managerLeaderId',
  'salesPersonId',
  'leadId',
  'companyName',
  'isVatPayer',
] as const;
/** Spec 000 section 3, tracked case change names; spec 001 section 3, case-field kinds (lawsuit with three courts). */
const generalInfo = ['description', 'beginDate', 'deadLine', 'value', 'registerRemoval', 'bikRemoval'] as const;
const lawsuit = ['plaintiff', 'defendant', 'value', 'firstInstance', 'secondInstance', 'cassation'] as const;
/** Spec 001 section 3: case attachments add Description, Type and CasePeriodAttachmentType, a paid flag and a completed mark. */
const caseAttachmentEditable = ['description', 'type', 'casePeriodAttachmentType', 'paid', 'completed'] as const;
/** Spec 000 section 3, News. */
const newsEditable = ['title', 'introduction', 'messageContent', 'source', 'newsPictureId'] as const;

export const catalogueFields: Readonly<Record<string, readonly string[]>> = {
  // shared shapes
  AuditFields: audit,
  NamedRef: ['id', 'name'], // "list of (id, name)": organisations, products, departments
  PersonName: ['firstName', 'lastName', 'profileImageId'], // createdBy of messages and history
  UserRef: ['id'], // managers (id, firstName, lastName, …)
  ManagerRef: ['managerTitle'],
  Address: ['street', 'houseNumber', 'flatNumber', 'postalCode', 'city'],
  StoredFile: ['id', 'fileName', 'contentType', 'blobName'], // File, FileName, ContentType, BlobName, Id
  FileUpload: ['file'], // "multipart, field file"

  // cases
  Case: [
    'id',
    'name',
    'createdBy',
    'status',
    'type',
    'result',
    'productId',
    'product',
    'clientId',
    'client',
    'expertId',
    'expert',
    'managers',
    'managerLeaderId',
    'managerLeader',
    'salesPersonId',
    'salesPerson',
    'organisationUsers',
    'companyName',
    'companyDetails',
    'generalInfo',
    'leadId',
    'lead',
    'lawsuit',
    'milestones',
    'agreement',
    'invoiceSettings',
    'isVatPayer',
    'accountingTypeId',
    'accountingType',
    'accountingAttachmentTypeId',
    'accountingAttachmentType',
    'pricingPolicy',
    'subscription',
    'meetings',
  ],
  CaseOrganisationUser: ['organisationId', 'roles'],
  CaseInput: caseInputFields,
  CasePatch: caseInputFields,
  CaseCompanyDetails: ['updatedAt', 'updatedById'],
  CaseGeneralInfoInput: generalInfo,
  CaseGeneralInfo: ['updatedAt', 'updatedById'],
  CaseLawsuitInput: lawsuit,
  CaseLawsuit: ['updatedAt', 'updatedById'],
  CaseCourtInstance: ['status', 'judgeName', 'court', 'signature'],
  CaseInvoiceSettings: ['updatedAt', 'updatedById'],
  CasePricingPolicy: ['updatedAt', 'updatedById'],
  CaseMeeting: ['id', 'type'], // meetingId; meeting type FaceToFaceAtGWE, Remote, FaceToFaceAtClients
  CaseMeetingInput: ['type'],
  CaseMeetingUpsert: ['id'],
  CasePeriod: [
    'id', // casePeriodId
    'caseId',
    'month',
    'year',
    'status',
    'isReady',
    'clientAttachmentsCompleted',
    'expertAttachmentsCompleted',
    'checklist',
    'summaryFields',
    'clientAttachments',
    'expertAttachments',
  ],
  CasePeriodChecklistItem: ['checklistField'],
  CasePeriodSummaryField: ['summaryFieldId', 'fieldName'],
  CaseAttachment: caseAttachmentEditable,
  CaseAttachmentInput: caseAttachmentEditable,
  CaseAttachmentPatch: caseAttachmentEditable,
  CaseAttachmentTypeInput: ['type', 'casePeriodAttachmentType'],
  CaseAttachmentPaidInput: ['paid'],
  CaseAttachmentUpload: ['file', 'Description', 'CasePeriodAttachmentType'],
  CaseAttachmentsUpload: ['Files', 'Descriptions', 'CasePeriodAttachmentType'],
  CaseAttachmentCreateUpload: ['file', 'Description', 'Type', 'CasePeriodAttachmentType'],
  CaseAttachmentCreateMultipleUpload: ['Files', 'Descriptions', 'CasePeriodAttachmentType'],

  // history and comments
  CaseUpdateHistory: [
    'id',
    'caseId',
    'createdAt',
    'createdBy',
    'changedValueName',
    'oldValue',
    'newValue',
    'milestoneName',
    'updatedAttachmentFileName',
    'casePeriodDetailsId',
    'casePeriodDetails',
    'recipients',
  ],
  CaseUpdateHistoryPeriod: ['year', 'month'],
  CaseMessage: ['id', 'caseId', 'content', 'createdBy', 'recipients'],
  CaseMessageRecipient: ['type', 'recipientId', 'recipient'],
  CaseMessageRecipientInput: ['type', 'recipientId'],
  CaseMessageInput: ['caseId', 'content', 'recipients'],
  CaseMessagePatch: ['content', 'recipients'],

  // notifications
  Notification: ['createdAt', 'isRead', 'role', 'news', 'case', 'caseMessage', 'caseUpdate'],
  NotificationNewsInfo: ['id', 'title'],
  NotificationCaseInfo: ['id', 'name', 'productId'],
  NotificationCaseMessageInfo: ['caseId', 'caseName', 'createdBy'],
  NotificationCaseUpdateInfo: [
    'caseId',
    'caseName',
    'createdBy',
    'changedValueName',
    'milestoneName',
    'oldValue',
    'newValue',
  ],
  NotificationInput: ['role', 'isRead'],
  NotificationPatch: ['isRead'],

  // news
  News: ['id', ...newsEditable, 'emailSentAt', 'newsPictureToken', 'newsAttachments', 'newsAttachmentsTokens'],
  NewsInput: newsEditable,
  NewsPatch: newsEditable,
  NewsAttachmentToken: ['newsAttachmentId', 'token', 'attachmentFileName'],
  NewsAttachmentInput: ['fileName'],
  NewsAttachmentPatch: ['fileName'],
  NewsPicture: ['reducedFileBlobName', 'useToken'],
  NewsPictureInput: ['fileName', 'useToken'],
  NewsPicturePatch: ['fileName', 'useToken'],

  // settlements, checkout and cards
  Settlement: ['id', 'case', 'payuStatus', ...settlementFields],
  SettlementInput: settlementFields,
  SettlementPatch: settlementFields,
  SettlementMinimalEdit: [
    'issueDate',
    'grossAmount',
    'amountDue',
    'invoiceNumber',
    'paymentDueDate',
    'paymentDate',
    'notes',
  ],
  SettlementCardToken: [
    'value',
    'cardBrand',
    'brandImageUrl',
    'cardNumberMasked',
    'cardExpirationMonth',
    'cardExpirationYear',
    'preferred',
    'status',
  ],
  SettlementPaymentMethods: ['cardTokens'],
  SettlementPaymentRequest: ['settlementId', 'currentUrl'],
  SettlementPaymentRedirect: ['paymentUrl'],
  SettlementCardProviderStatus: ['statusCode'],
  SettlementCardProviderResult: ['status', 'redirectUri'],
  SettlementAttachmentUpload: ['file'],
  SettlementAttachmentInput: ['fileName'],
  SettlementAttachmentPatch: ['fileName'],
  CheckoutSettlement: [
    'id',
    'invoiceNumber',
    'issueDate',
    'paymentDueDate',
    'grossAmount',
    'amountDue',
    'paymentStatus',
    'payuStatus',
  ],
  CheckoutCardInput: ['token', 'fingerprint', 'settlementId'],
  CheckoutProviderStatus: ['statusCode'],
  CheckoutProviderResult: ['status', 'redirectUri'],

  // users
  ApplicationUser: [
    'id',
    ...userFields,
    'profession',
    'status',
    'hasSubscription',
    'isDeleted',
    'isFirstLoginDataFilled',
    'managerTitleId',
    'managerTitle',
    'departments',
    'patronId', // PUT ApplicationUser/{id}/patron
    'patron',
    'clientSize', // POST clientSize/{id} (query clientSize)
  ],
  ApplicationUserMinimal: ['roles', 'status', 'isDeleted'],
  ApplicationUserInput: [...userFields, 'managerTitleId', 'departmentIds', 'patronId', 'clientSize'],
  ApplicationUserPatch: [
    ...userFields.filter((field) => field !== 'email'),
    'managerTitleId',
    'departmentIds',
    'patronId',
    'clientSize',
    'isFirstLoginDataFilled',
  ],
  ApplicationUserEmailInput: ['email'], // PUT changeEmail
  ApplicationUserPatronInput: ['patronId'],
  ApplicationUserRolesInput: ['roles'],
  ApplicationUserDepartmentsInput: ['departmentIds'], // POST departments/{id}
  UserLeasingSurvey: [
    // the parts of the survey, one POST leasingSurvey/{id}/<part> each
    'basicInfo',
    'clients',
    'company',
    'decisivePerson',
    'finances',
    'obligations',
    'representatives',
    'shareholders',
  ],
  ProfilePicture: ['reducedFileBlobName'],
  ProfilePictureInput: ['fileName', 'contentType'],
  ProfilePicturePatch: ['fileName', 'contentType'],

  // dictionaries and the rest: the entity is addressed by id (standard pattern); a few fields are named
  AccountingType: ['id'],
  AccountingAttachmentType: ['id'],
  CalendarEvent: ['id'],
  ChatbotConversation: ['id', 'messages'],
  ChatbotMessage: ['author'], // Message author: User, Chatbot
  Department: ['id', 'name'],
  DepartmentInput: ['name'],
  DepartmentPatch: ['name'],
  // invoice kind; with payments, status, numbering, published per year and month
  Invoice: ['id', 'kind', 'status', 'number', 'year', 'month', 'payments'],
  InvoiceInput: ['kind', 'number', 'year', 'month'],
  InvoicePatch: ['kind', 'number', 'year', 'month'],
  InvoicePayment: ['id'], // paymentId
  InvoiceLogoInput: ['fileName'],
  InvoiceLogoPatch: ['fileName'],
  Lead: ['id', 'outcome'], // lead outcome: None, InProgress, Won, Lost
  LeadInput: ['outcome'],
  LeadPatch: ['outcome'],
  LeadSource: ['id'],
  ManagerReport: ['id', 'date'], // ManagerReport/date/{date}
  ManagerReportInput: ['date'],
  ManagerReportPatch: ['date'],
  ManagerTitle: ['id', 'name'], // managerTitle.name
  ManagerTitleInput: ['name'],
  ManagerTitlePatch: ['name'],
  MarketingCampaign: ['id'],
  Milestone: ['id', 'name'], // milestoneName of the history
  MilestoneInput: ['name'],
  MilestonePatch: ['name'],
  MilestoneForProductItem: ['id', 'name'],
  Offer: ['id'],
  OfferAttachmentInput: ['fileName'],
  OfferAttachmentPatch: ['fileName'],
  OfferAttachmentUpload: ['file'],
  Organisation: ['id', 'name'],
  OrganisationInput: ['name'],
  OrganisationPatch: ['name'],
  OrganisationUser: ['id', 'organisationId', 'roles'], // organisationUsers (organisationId, roles)
  OrganisationUserInput: ['organisationId', 'roles'],
  OrganisationUserPatch: ['roles'],
  Product: ['id', 'name', 'departmentId', 'type'], // Product type: Subscription, AdditionalService, Invest
  ProductInput: ['name', 'departmentId', 'type'],
  ProductPatch: ['name', 'departmentId', 'type'],
  ProductMinimal: ['id', 'name', 'departmentId'],
  Profession: ['id', 'name'], // profession.name
  ProfessionInput: ['name'],
  ProfessionPatch: ['name'],
  SatisfactionScore: ['id'],
  SubscriptionDefinition: ['id'],
};

/**
 * The query parameters the catalogue names, per call (spec 001 section 7; the KPI, ranking and calendar `date`,
 * `from`, `to`; spec 001 section 6 for `Token`). Path parameters are named by the path shapes and the two headers by
 * section 6; any other query is assumed.
 */
const periodQuery = ['month', 'year'];
const token = ['Token'];
const kpiDate = ['date'];
const kpiRange = ['from', 'to'];
export const catalogueQueries: Readonly<Record<string, readonly string[]>> = {
  'GET /api/Authentication/login': ['loginPageUrl', 'returnUrl'],
  'POST /api/Authentication/login': ['returnUrl'],
  'GET /api/Authentication/loginCallback': ['returnUrl'],
  'GET /api/Authentication/logout': ['postLogoutUrl'],
  'GET /api/CalendarEvent/GetEventsForCase': ['date', 'caseId'],
  'GET /api/CalendarEvent/GetEventsForCurrentUser': ['date'],
  'GET /api/CalendarEvent/GetEventsForCurrentUser/organisation': ['date', 'organisations'],
  'GET /api/CalendarEvent/GetEventsForUser': ['date', 'caseId'],
  'PUT /api/Case/{id}/milestones': ['values'],
  'PUT /api/Case/{id}/accountingAttachmentType': ['accountingAttachmentTypeId'],
  'PUT /api/Case/{id}/accountingType': ['accountingTypeId'],
  'PUT /api/Case/{id}/clientAttachmentCompleted': [...periodQuery, 'completedField'],
  'PUT /api/Case/{id}/expertAttachmentCompleted': [...periodQuery, 'completedField'],
  'PUT /api/Case/{id}/clientCompany': ['companyName'],
  'PUT /api/Case/{id}/expert': ['expertId'],
  'PUT /api/Case/{id}/isVatPayer': ['isVatPayer'],
  'PUT /api/Case/{id}/lead': ['leadId'],
  'PUT /api/Case/{id}/managerleader': ['leaderId'],
  'PUT /api/Case/{id}/product': ['productId'],
  'PUT /api/Case/{id}/sales': ['salesId'],
  'PUT /api/Case/{id}/status': ['status'],
  'DELETE /api/Case/{caseId}/periodSummary': ['summaryId'],
  'PUT /api/Case/{id}/period/checklist': [...periodQuery, 'checklistField'],
  'POST /api/Case/{id}/period/clientAttachment': periodQuery,
  'POST /api/Case/{id}/period/clientAttachmentMultiple': periodQuery,
  'POST /api/Case/{id}/period/expertAttachment': periodQuery,
  'POST /api/Case/{id}/period/expertAttachmentMultiple': periodQuery,
  'DELETE /api/Case/{id}/period/clientAttachment/{attachmentId}': periodQuery,
  'DELETE /api/Case/{id}/period/expertAttachment/{attachmentId}': periodQuery,
  'PUT /api/Case/{id}/period/ready': periodQuery,
  'PUT /api/Case/{id}/period/sendSummary': periodQuery,
  'PUT /api/Case/{id}/period/status': [...periodQuery, 'status'],
  'PUT /api/Case/{id}/period/summary/{fieldName}': periodQuery,
  'PUT /api/Case/{id}/period/summary': [...periodQuery, 'summaryFieldId'],
  'GET /api/CaseAttachment/{caseId}/clientAttachments': ['newOnly'],
  'GET /api/CaseAttachment/{caseId}/expertAttachments': ['newOnly'],
  'GET /api/CaseAttachment/period/{casePeriodId}/clientAttachments': ['attachmentType', 'newOnly'],
  'GET /api/CaseAttachment/period/{casePeriodId}/expertAttachments': ['attachmentType', 'newOnly'],
  'POST /api/ChatbotConversation/message': ['conversationId'],
  'GET /api/Checkout': ['guid'],
  'POST /api/Checkout/pay': ['settlementId'],
  'GET /api/Invoice/{caseId}/published': ['year', 'month'],
  'POST /api/Invoice/{id}/status': ['status'],
  'GET /api/Kpi/accessRules': ['kpiType'],
  'GET /api/Kpi/ai-usage': kpiDate,
  'GET /api/Kpi/overdue': kpiDate,
  'GET /api/Kpi/salesman': kpiDate,
  'GET /api/Kpi/settlements/law': kpiDate,
  'GET /api/Kpi/settlements/tax': kpiDate,
  'GET /api/Kpi/allCases': [...kpiRange, 'memberId'],
  ...Object.fromEntries(
    [
      'compliance',
      'engine',
      'investSales',
      'leads',
      'legal',
      'marketing/done',
      'marketing/inProgress',
      'marketing/new',
      'newBusiness',
      'newBusinessMeeting',
      'recruitment',
      'serviceMeeting',
      'subscriptions/done',
      'subscriptions/inProgress',
      'subscriptions/new',
      'tax/inProgress',
      'tax/new',
    ].map((view) => [`GET /api/Kpi/${view}`, kpiRange]),
  ),
  'DELETE /api/Lead/{id}/withReason': ['reason'],
  ...Object.fromEntries(
    ['GET', 'PUT', 'PATCH', 'DELETE'].flatMap((method) =>
      ['NewsAttachment', 'NewsPicture'].map((resource) => [`${method} /api/${resource}/{id}`, token]),
    ),
  ),
  'GET /api/NewsAttachment/{id}/FileStream': token,
  'GET /api/NewsPicture/{id}/FileStream': token,
  'GET /api/NewsPicture/{id}/thumbnail': token,
  ...Object.fromEntries(
    ['ambassador', 'client', 'department', 'expert', 'manager'].map((ranking) => [
      `GET /api/Ranking/${ranking}`,
      kpiDate,
    ]),
  ),
  'GET /api/Regon/nip': ['nip'],
  'DELETE /api/Settlement/deleteCard': ['token'],
  'POST /api/Settlement/saveCard': ['token', 'fingerprint'],
  'PUT /api/Settlement/SettlementStatus': ['status', 'id'],
  'GET /api/Settlement/settlementsForCase/caseId': ['caseId'],
  'PUT /api/Settlement/{id}/expertInvoice': ['invoiceNumber'],
  'PUT /api/Settlement/{id}/expertInvoiceAmount': ['amount'],
  'PUT /api/Settlement/{id}/notes': ['notes'],
  ...Object.fromEntries(
    ['client', 'expert', 'lead', 'leader', 'sales', 'userLeader'].map((role) => [
      `PUT /api/Settlement/{id}/payment/${role}`,
      ['status'],
    ]),
  ),
  'PUT /api/Settlement/{id}/payment/date': ['date'],
  'GET /api/ApplicationUser/forceResetPassword': ['id'],
  'GET /api/ApplicationUser/export': ['id'],
  'GET /api/ApplicationUser/getLink': ['email'],
  'GET /api/ApplicationUser/resend': ['email'],
  'POST /api/ApplicationUser/clientSize/{id}': ['clientSize'],
  'DELETE /api/ApplicationUser/{id}/deleteWithReason': ['reason'],
};
