// The contract against the API catalogue (spec 001): every enumeration with all its values, every call,
// public calls without credentials, and the two common headers on every operation.
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import document from '../generated/openapi.json';
import { describeAssumptions, isAssumed, listParameters, listProperties } from './assumptions';
import { catalogueEndpoints, cataloguePublicEndpoints } from './catalogue-endpoints';
import { catalogueFields, catalogueQueries } from './catalogue-fields';
import { listOperations } from './operations';

type Schema = { enum?: unknown[]; type?: string; example?: unknown };
const schemas = document.components.schemas as Record<string, Schema>;
const operations = listOperations(document);
type Parameter = { $ref?: string; name?: string; in?: string };
type OperationObject = {
  summary?: string;
  description?: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: { $ref: string } }> };
  responses: Record<string, unknown>;
};
const pathItems = document.paths as unknown as Record<string, Record<string, OperationObject>>;
const operationOf = (op: { path: string; method: string }) => pathItems[op.path][op.method];
/** `GET /api/Case/{id}` and `GET /api/Case/{caseId}` are the same call. */
const normalise = (endpoint: string) => endpoint.replace(/\{[^}]+\}/g, '{}');
const documentEndpoints = new Set(operations.map((op) => normalise(`${op.method.toUpperCase()} ${op.path}`)));

/** Section 3 of the API catalogue. `partial`: the catalogue names only some values ("and others"). */
const catalogueEnums: Record<string, { values: (string | number)[]; partial?: true }> = {
  AccountingKind: { values: ['Kpir', 'Kp', 'Pk', 'R', 'Agriculture'] },
  UserRole: { values: ['Admin', 'Patron', 'Client', 'ExpertEmployee', 'ExpertOwner', 'Manager', 'Ambassador'] },
  UserStatus: { values: ['Active', 'Registered', 'RegisteredNotConfirmed', 'NotConfirmed', 'Deleted'] },
  AttachmentType: { values: ['Other', 'Agreement', 'Invoice'] },
  ReminderOffset: {
    values: [
      'None',
      'FifteenMinutes',
      'OneHour',
      'TwoHours',
      'FiveHours',
      'TwentyFourHours',
      'TwoDays',
      'ThreeDays',
      'FiveDays',
      'Week',
    ],
  },
  KnownCaseField: {
    partial: true,
    values: [
      'Type',
      'Status',
      'Expert',
      'CompanyName',
      'Description',
      'BeginDate',
      'DeadLine',
      'Plaintiff',
      'Defendant',
      'Value',
      'FirstInstanceJudgeName',
      'FirstInstanceCourt',
      'FirstInstanceSignature',
      'SecondInstanceJudgeName',
      'SecondInstanceCourt',
      'SecondInstanceSignature',
      'CassationJudgeName',
      'CassationCourt',
      'CassationSignature',
      'Vat',
      'CorporateTax',
      'PersonalTax',
      'Insurance',
      'Manager',
      'Product',
      'Milestone',
      'Leader',
      'AccountingType',
      'Subscription',
      'CalendarEvent',
      'Lead',
    ],
  },
  ParticipantRole: { values: ['Client', 'Patron', 'Expert', 'Manager'] },
  PeriodStatus: { values: ['NotStarted', 'InProgress', 'Done', 'ReadyForAccounting'] },
  CaseStatus: { values: ['New', 'InProgress', 'Done', 'Offering', 'Rejected'] },
  CaseType: {
    values: [
      'Other',
      'ForeignCurrencyLoan',
      'LawsuitCivil',
      'PeriodicOther',
      'Accounting',
      'LiquidationFee',
      'Unww',
      'Recruitment',
      'Insurance',
      'ForeignCurrencyLoanDefense',
      'ForeignCurrencyLoanCassation',
      'ForeignCurrencyLoanMediation',
      'ForeignCurrencyLoanSettlement',
      'LawsuitCriminal',
      'LegalAssistance',
      'Leasing',
      'Loan',
      'Consultation',
      'Marketing',
      'Amazon',
      'GweStock',
      'Investment',
      'IT',
      'Divorce',
      'DebtCollection',
    ],
  },
  CaseResult: { values: ['None', 'InProgress', 'Won', 'Lost'] },
  LeadOutcome: { values: ['None', 'InProgress', 'Won', 'Lost'] },
  MessageAuthor: { values: ['User', 'Chatbot'] },
  ClientSize: { values: ['One', 'Between2And3', 'Between4And5', 'Between6And9', 'Between10And50', 'Over50'] },
  SettlementPaymentStatus: { values: ['Forecast', 'InvoiceIssued', 'Paid'] },
  SettlementCollectionStatus: { values: ['InvoiceIssued', 'Paid', 'Overdue'] },
  PaymentForecast: { values: ['Forecast', 'InvoiceIssued', 'Paid'] },
  ClientProfile: {
    values: [
      'IndividualEmployee',
      'IndividualManager',
      'IndividualRetiree',
      'SelfEmployed',
      'MicroEntrepreneur',
      'SmallEntrepreneur',
      'MediumEntrepreneur',
      'LargeEntrepreneur',
    ],
  },
  Weekday: { values: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] },
  Education: { values: ['Elementary', 'Vocational', 'Secondary', 'Bachelor', 'HigherEducation'] },
  Font: {
    values: [
      'Arial',
      'Verdana',
      'Tahoma',
      'TrebuchetMs',
      'TimesNewRoman',
      'Georgia',
      'CourierNew',
      'BrushScriptMs',
      'Impact',
    ],
  },
  DocumentStatus: { values: ['Draft', 'Published', 'Accounted'] },
  PublicationStatus: { values: ['Draft', 'Published'] },
  InvoiceKind: { values: ['Invoice', 'CorrectionInvoice'] },
  DashboardView: {
    partial: true,
    values: [
      'Leads',
      'AllCasesSales',
      'AllUsers',
      'AiUsage',
      'HubspotLeads',
      'SatisfactionSurveys',
      'ExpertSettlements',
      'TaxNew',
      'TaxInProgress',
      'TaxDone',
      'MarketingNew',
      'SubscriptionsNew',
      'Recruitment',
      'Legal',
      'Compliance',
    ],
  },
  Source: { values: ['External', 'Personal', 'InHouse', 'Other'] },
  CompanyLegalForm: {
    values: [
      'Other',
      'JDG',
      'SpC',
      'SpP',
      'SpK',
      'SpKA',
      'SpJ',
      'SpZoo',
      'SA',
      'PSA',
      'Foundation',
      'FamilyFoundation',
    ],
  },
  PlanKind: { values: ['Planned', 'Actual'] },
  MeetingType: { values: ['FaceToFaceAtGWE', 'Remote', 'FaceToFaceAtClients'] },
  CustomFieldType: { values: ['Text', 'Number', 'Date', 'DateTime', 'Department'] },
  CalendarEventType: { values: ['CourtCase', 'Loan', 'Monthly', 'Accounting', 'Other', 'Meeting'] },
  Recurrence: { values: ['Daily', 'Weekly', 'Biweekly', 'Monthly', 'Quarterly', 'Yearly'] },
  ProductType: { values: ['Subscription', 'AdditionalService', 'Invest'] },
  TargetKind: { values: ['ApplicationUser', 'Campaign'] },
  SalesRole: { values: ['Lead', 'Sales', 'Leader', 'UserLeader', 'Expert'] },
  TaxForm: { values: ['Other', 'ProgressiveRate', 'FlatRate', 'LumpSum', 'TaxCard', 'CitSmall', 'Cit'] },
  VatRate: { values: ['VAT23', 'VAT8', 'VAT5', 'ZW', 'NP', 'OO'] },
  SortDirection: { values: [0, 1] },
};

describe('enumerations', () => {
  it.each(Object.entries(catalogueEnums))('%s has every value of the catalogue', (name, { values, partial }) => {
    const schema = schemas[name];
    expect(schema, `schema ${name}`).toBeDefined();
    if (partial) expect(schema.enum).toEqual(expect.arrayContaining(values));
    else expect([...(schema.enum ?? [])].sort()).toEqual([...values].sort());
  });

  it('the case-field kinds include the court instance statuses and the "about 37" dashboard views are all there', () => {
    expect(schemas.KnownCaseField.enum).toEqual(
      expect.arrayContaining(['FirstInstanceStatus', 'SecondInstanceStatus', 'CassationStatus']),
    );
    expect(schemas.DashboardView.enum!.length).toBeGreaterThanOrEqual(37);
  });
});

describe('open enumerations', () => {
  it('CaseField is open ("the full list is longer"): any string, with the known names as KnownCaseField', () => {
    expect(schemas.CaseField).toMatchObject({
      anyOf: [{ $ref: '#/components/schemas/KnownCaseField' }, { type: 'string' }],
    });
    expect(schemas.CaseField.enum).toBeUndefined();
  });
});

describe('calls', () => {
  it('every call of the catalogue is in the document', () => {
    const missing = catalogueEndpoints.filter((endpoint) => !documentEndpoints.has(normalise(endpoint)));
    expect(missing).toEqual([]);
  });

  it('every call listed as sent without credentials says `security: []`, and no other call does', () => {
    const publicInDocument = operations
      .filter((op) => op.public)
      .map((op) => normalise(`${op.method.toUpperCase()} ${op.path}`))
      .sort();
    const expected = [...new Set(cataloguePublicEndpoints.map(normalise))].sort();
    expect(publicInDocument).toEqual(expect.arrayContaining(expected));
    // Beyond the catalogue's list, only the news picture thumbnail, which takes the same Token as the file stream.
    expect(publicInDocument.filter((endpoint) => !expected.includes(endpoint))).toEqual([
      'GET /api/NewsPicture/{}/thumbnail',
    ]);
  });

  it('every other call carries the OpenID Connect bearer scheme (the document default)', () => {
    expect(document.security).toEqual([{ oidc: expect.arrayContaining(['openid', 'profile', 'offline_access']) }]);
    for (const op of operations.filter((o) => !o.public)) {
      const operation = (document.paths as Record<string, Record<string, { security?: unknown }>>)[op.path][op.method];
      expect(operation.security, op.operationId).toBeUndefined();
    }
  });

  it('the Organisation and ImpersonatedUser headers apply to every call', () => {
    for (const item of Object.values(document.paths as Record<string, { parameters?: { $ref?: string }[] }>)) {
      const refs = (item.parameters ?? []).map((p) => p.$ref);
      expect(refs).toEqual(
        expect.arrayContaining(['#/components/parameters/Organisation', '#/components/parameters/ImpersonatedUser']),
      );
    }
  });

  it("exactly the loads spec 000 section 8 names fail quietly: managers, a case's comments, a news item", () => {
    expect(
      operations
        .filter((op) => op.quiet)
        .map((op) => `${op.method.toUpperCase()} ${op.path}`)
        .sort(),
    ).toEqual([
      'GET /api/ApplicationUser/managers',
      'GET /api/CaseMessage/case/{caseId}',
      'GET /api/News/saasLanding',
      'GET /api/News/{id}',
    ]);
  });

  it('every operation answers anything it does not list (5xx above all) with problem details', () => {
    expect(document.components.responses.Problem).toMatchObject({
      content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/ProblemDetails' } } },
    });
    for (const op of operations) {
      expect(operationOf(op).responses.default, op.operationId).toEqual({ $ref: '#/components/responses/Problem' });
    }
  });

  it('operationIds are unique lowerCamel names', () => {
    const ids = operations.map((op) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][A-Za-z0-9]*$/);
  });

  it('NewsAttachment and NewsPicture calls take the optional Token query', () => {
    const tokenCalls = operations.filter((op) => /^\/api\/News(Attachment|Picture)\/\{[^}]+\}/.test(op.path));
    expect(tokenCalls.length).toBeGreaterThan(0);
    for (const op of tokenCalls) {
      const item = (
        document.paths as Record<string, Record<string, { parameters?: { $ref?: string; name?: string }[] }>>
      )[op.path];
      const names = [
        ...((item.parameters as { $ref?: string; name?: string }[]) ?? []),
        ...(item[op.method].parameters ?? []),
      ].map((p) => p.name ?? p.$ref);
      expect(names, op.operationId).toContain('#/components/parameters/Token');
    }
  });
});

describe('notifications carry what spec 000 section 3 names', () => {
  const notification = schemas.Notification as unknown as {
    required: string[];
    properties: Record<string, unknown>;
    discriminator?: unknown;
  };

  it('no `kind` anywhere: the subject is the one member of news, case, caseMessage and caseUpdate that is set', () => {
    for (const [name, schema] of Object.entries(schemas).filter(([name]) => name.startsWith('Notification'))) {
      expect(JSON.stringify(schema), name).not.toContain('"kind"');
    }
    expect(notification.discriminator).toBeUndefined();
    expect(notification.required.sort()).toEqual(['createdAt', 'isRead', 'role']);
    expect(Object.keys(notification.properties)).toEqual(
      expect.arrayContaining(['createdAt', 'isRead', 'role', 'news', 'case', 'caseMessage', 'caseUpdate']),
    );
  });
});

describe('calls take what the catalogue names', () => {
  it('the accounting overview (GET /api/Case/casePeriodsSummary) takes no query: the catalogue names none', () => {
    expect(pathItems['/api/Case/casePeriodsSummary'].get.parameters ?? []).toEqual([]);
  });

  it('a multiple-attachment upload carries `Descriptions` as ONE comma-joined field, each at most 1000 characters', () => {
    const multipart = operations.flatMap((op) => {
      const body = operationOf(op).requestBody?.content['multipart/form-data'];
      return body ? [schemas[body.schema.$ref.split('/').pop()!] as { properties?: Record<string, unknown> }] : [];
    });
    const withDescriptions = multipart.filter((schema) => schema.properties?.Descriptions);
    expect(withDescriptions.length).toBeGreaterThanOrEqual(2);
    for (const schema of withDescriptions) {
      expect(schema.properties!.Descriptions).toEqual({ $ref: '#/components/schemas/AttachmentDescriptions' });
    }
    const joined = schemas.AttachmentDescriptions as { type: string; pattern: string };
    expect(joined.type).toBe('string');
    const pattern = new RegExp(joined.pattern);
    expect(pattern.test('Faktura za listopad,,Wyciąg bankowy')).toBe(true);
    expect(pattern.test(`${'a'.repeat(1000)},${'b'.repeat(1000)}`)).toBe(true);
    expect(pattern.test(`krótki,${'b'.repeat(1001)}`)).toBe(false);
  });

  it('KPI dates are calendar dates (`date`), as the settlements use them', () => {
    const shared = document.components.parameters as Record<string, Parameter & { schema: { format?: string } }>;
    const kpiDates = operations
      .filter((op) => op.tag === 'kpi')
      .flatMap((op) => operationOf(op).parameters ?? [])
      .map((p) => (p.$ref ? shared[p.$ref.split('/').pop()!] : (p as typeof shared.Date)))
      .filter((p) => ['date', 'from', 'to'].includes(p.name!));
    expect(kpiDates.length).toBeGreaterThan(20);
    for (const p of kpiDates) expect(p.schema.format, p.name).toBe('date');
    const format = (schema: string, field: string) =>
      JSON.stringify(schemas[schema]).match(new RegExp(`"${field}":\\{[^}]*"format":"([\\w-]+)"`))?.[1];
    expect(format('Settlement', 'issueDate')).toBe('date');
    expect(format('KpiSettlementRow', 'issueDate')).toBe('date');
    expect(format('KpiOverdueRow', 'paymentDueDate')).toBe(format('Settlement', 'paymentDueDate'));
    expect(format('KpiReportBase', 'from')).toBe('date');
  });
});

describe('operations and examples a server team can read', () => {
  it('every operation has a summary and a description that says more than the summary', () => {
    for (const op of operations) {
      const { summary, description } = operationOf(op);
      expect(summary?.trim(), op.operationId).toBeTruthy();
      expect(description?.trim().length, op.operationId).toBeGreaterThan(40);
      expect(description!.toLowerCase(), op.operationId).not.toContain(summary!.toLowerCase());
    }
  });

  // The contract's schemas as one JSON Schema 2020-12 resource, so that their `#/components/schemas/…` refs resolve.
  const BASE = 'https://portal-klienta.invalid/openapi.json';
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  for (const format of ['int32', 'int64', 'double', 'float', 'binary']) ajv.addFormat(format, true);
  ajv.addSchema({ $id: BASE, components: { schemas: document.components.schemas } });
  /** A schema of the contract, refusing fields it does not have at the top level. */
  const validatorOf = (name: string) =>
    ajv.compile({ $ref: `${BASE}#/components/schemas/${name}`, unevaluatedProperties: false });
  const examples = Object.entries(schemas).filter(([, schema]) => schema.example !== undefined);

  it.each(['Case', 'Settlement', 'Notification', 'ApplicationUser', 'News'])(
    '%s has an example that is valid data of its schema',
    (name) => {
      const { example } = schemas[name];
      expect(example, name).toBeDefined();
      const validate = validatorOf(name);
      expect(validate(example), ajv.errorsText(validate.errors)).toBe(true);
      expect(validate({ ...(example as object), unknownField: 1 })).toBe(false);
    },
  );

  it('every example in the schemas is valid, and the check would see a wrong one', () => {
    expect(examples.length).toBeGreaterThanOrEqual(5);
    for (const [name, { example }] of examples) {
      const validate = validatorOf(name);
      expect(validate(example), `${name}: ${ajv.errorsText(validate.errors)}`).toBe(true);
    }
    const validateCase = validatorOf('Case');
    const caseExample = schemas.Case.example as object;
    expect(validateCase({ ...caseExample, status: 'Archived' })).toBe(false);
    expect(validateCase({ ...caseExample, clientId: undefined })).toBe(false);
  });
});

describe('what neither specification names is marked `x-assumed: true`, with the reason', () => {
  const properties = listProperties(document);
  const parameters = listParameters(document);
  const isNamedField = (schema: string, path: string) => (catalogueFields[schema] ?? []).includes(path);

  it('every field the specs do not name is assumed, and no field they name is', () => {
    const wrong = properties
      .filter(({ schema, path, property }) => isNamedField(schema, path) === isAssumed(property))
      .map(({ schema, path, property }) => `${schema}.${path}${isAssumed(property) ? ' (named, marked)' : ''}`);
    expect(wrong).toEqual([]);
    expect(properties.filter(({ property }) => isAssumed(property)).length).toBeGreaterThan(900);
  });

  it('catalogue-fields.ts names only fields the contract has', () => {
    const defined = new Set(properties.map(({ schema, path }) => `${schema}.${path}`));
    const missing = Object.entries(catalogueFields).flatMap(([schema, names]) =>
      names.map((name) => `${schema}.${name}`).filter((field) => !defined.has(field)),
    );
    expect(missing).toEqual([]);
  });

  it('every query parameter the catalogue does not name for its call is assumed and optional; none it names is', () => {
    const wrong = parameters
      .filter(({ parameter }) => parameter.in === 'query')
      .filter(
        ({ endpoint, parameter }) =>
          (catalogueQueries[endpoint] ?? []).includes(parameter.name!) === isAssumed(parameter),
      )
      .map(({ endpoint, parameter }) => `${endpoint} ${parameter.name}`);
    expect(wrong).toEqual([]);
    for (const { endpoint, parameter } of parameters.filter((use) => isAssumed(use.parameter))) {
      expect(parameter.required ?? false, `${endpoint} ${parameter.name}`).toBe(false);
    }
    // path parameters come from the catalogue's path shapes, the two headers from spec 001 section 6
    expect(parameters.filter(({ parameter }) => parameter.in !== 'query' && isAssumed(parameter))).toEqual([]);
  });

  it('every assumption says why it is there', () => {
    for (const { schema, path, property } of properties.filter((p) => isAssumed(p.property))) {
      expect(property.description, `${schema}.${path}`).toMatch(/Assumed: \S.{15,}/);
    }
    for (const { endpoint, parameter } of parameters.filter((use) => isAssumed(use.parameter))) {
      expect(parameter.description, `${endpoint} ${parameter.name}`).toMatch(/Assumed: \S.{15,}/);
    }
  });

  it('npm run api:assumptions lists each of them, with its schema or call', () => {
    const lines = describeAssumptions(document);
    const fieldCount = properties.filter(({ property }) => isAssumed(property)).length;
    expect(lines[0]).toContain(`${fieldCount} fields`);
    expect(lines).toContain('  Notification');
    expect(lines.some((line) => line.startsWith('    id: ') && line.includes('notification'))).toBe(true);
    expect(lines).toContain('  GET /api/Lead (listLeads)');
    expect(lines.some((line) => line.startsWith('  page (Page, '))).toBe(true);
    expect(lines.filter((line) => /^ {4}\S/.test(line)).length).toBe(
      fieldCount + parameters.filter((use) => !use.component && isAssumed(use.parameter)).length,
    );
  });
});
