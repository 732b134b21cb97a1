import {
  getDownloadApplicationUserLeasingSurveyPdfMockHandler,
  getGetApplicationUserLeasingSurveyMockHandler,
  getSaveApplicationUserLeasingSurveyBasicInfoMockHandler,
  getSaveApplicationUserLeasingSurveyClientsMockHandler,
  getSaveApplicationUserLeasingSurveyCompanyMockHandler,
  getSaveApplicationUserLeasingSurveyDecisivePersonMockHandler,
  getSaveApplicationUserLeasingSurveyFinancesMockHandler,
  getSaveApplicationUserLeasingSurveyObligationsMockHandler,
  getSaveApplicationUserLeasingSurveyRepresentativesMockHandler,
  getSaveApplicationUserLeasingSurveyShareholdersMockHandler,
} from '@portal/sdk/mocks/users';
import type { UserLeasingSurvey } from '@portal/sdk/model';
import type { z } from 'zod';
import { registryNumberMessages as messages, sharesOver100Message } from '@/copy/sales-labels';
import { isValidKrs, isValidNip, isValidRegon } from '@/lib/registry-numbers';
import { fieldErrors } from '@/lib/validation';
import type { DemoDb } from '@/mocks/db/db';
import type { DemoUser } from '@/mocks/db/types';
import { actingUserId } from '@/mocks/shared/acting-user';
import { failOn, forbidden, notFound, type FieldErrors } from '@/mocks/shared/answers';
import type { MockContext } from '@/mocks/shared/context';
import { findUser } from '@/mocks/shared/records';
import { intParam, jsonBody, nowIso } from '@/mocks/shared/request';
import { lazySchemas } from '@/mocks/shared/validation';
import { leasingSurveyPdf } from './leasing-survey-pdf';
import { looksAfter } from './profile';

const schemas = lazySchemas(() => import('@portal/sdk/zod/users'));
type Schemas = Awaited<ReturnType<typeof schemas>>;

/** A survey nothing of which is saved yet: what a client without one is answered with. */
export const emptyLeasingSurvey = (userId: number): UserLeasingSurvey => ({
  userId,
  basicInfo: null,
  company: null,
  decisivePerson: null,
  finances: null,
  clients: [],
  obligations: [],
  representatives: [],
  shareholders: [],
});

/**
 * The client whose survey it is: 404 for anybody who is not a client; an administrator reads and writes every
 * client's survey, a manager those of the clients they look after (as the other client data), anybody else 403.
 */
function clientFor(db: DemoDb, request: Request, id: string | readonly string[] | undefined): DemoUser {
  const client = findUser(db, intParam(id));
  if (!client?.roles.includes('Client')) throw notFound('Nie znaleziono klienta');
  const actor = findUser(db, actingUserId(request));
  const allowed =
    actor && (actor.roles.includes('Admin') || (actor.roles.includes('Manager') && looksAfter(db, actor, client)));
  if (!allowed) throw forbidden();
  return client;
}

const surveyOf = (db: DemoDb, client: DemoUser) => db.leasingSurveys.find((s) => s.userId === client.id);

/** Text values trimmed (a name of spaces is no name), whatever their depth. */
const trimmed = (value: unknown): unknown => {
  if (typeof value === 'string') return value.trim();
  if (Array.isArray(value)) return value.map(trimmed);
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, trimmed(field)]));
  return value;
};

/** A registry number given (non-empty text) that fails its check: the number's own message, not "format". */
const badNumber = (value: unknown, isValid: (text: string) => boolean, message: string) =>
  typeof value === 'string' && value !== '' && !isValid(value) ? [message] : undefined;

type Raw = Record<string, unknown> | undefined;
const listOf = (body: Raw, key: string) => (Array.isArray(body?.[key]) ? (body[key] as Raw[]) : []);

/** The company's NIP, REGON and KRS with their checks. */
const companyRules = (body: Raw): FieldErrors => ({
  nip: badNumber(body?.nip, isValidNip, messages.nip),
  regon: badNumber(body?.regon, isValidRegon, messages.regon),
  krs: badNumber(body?.krs, isValidKrs, messages.krs),
});

/** The customers' NIPs with their check digits. */
const clientsRules = (body: Raw): FieldErrors =>
  Object.fromEntries(
    listOf(body, 'clients').map((client, i) => [`clients[${i}].nip`, badNumber(client?.nip, isValidNip, messages.nip)]),
  );

/** The shareholders' shares (each 0–100 by the contract) add up to at most 100 %, counted in hundredths. */
const shareholdersRules = (body: Raw): FieldErrors => {
  const shares = listOf(body, 'shareholders').map((s) => s?.sharePercent);
  const hundredths = shares.reduce<number>(
    (sum, share) => sum + (typeof share === 'number' ? Math.round(share * 100) : 0),
    0,
  );
  return { shareholders: hundredths > 100 * 100 ? [sharesOver100Message] : undefined };
};

type Section = Exclude<keyof UserLeasingSurvey, 'userId' | 'createdAt' | 'createdById' | 'updatedAt' | 'updatedById'>;
/** The sections that are lists: their body is `{ <section>: [...] }`, which replaces the saved list. */
const LIST_SECTIONS: readonly Section[] = ['clients', 'obligations', 'representatives', 'shareholders'];

/** The rules' messages where they have some: they win over the contract's ("Nieprawidłowy format") for a field. */
const given = (errors: FieldErrors) => Object.fromEntries(Object.entries(errors).filter(([, list]) => list?.length));

/**
 * The answer of one section's POST: the client checked, the body checked by the contract and by the section's own
 * rules, the section saved, the whole survey answered.
 */
const sectionSaver =
  (
    db: DemoDb,
    section: Section,
    schemaOf: (all: Schemas) => z.ZodType,
    rules: (body: Raw) => FieldErrors = () => ({}),
  ) =>
  async ({ request, params }: { request: Request; params: Record<string, string | readonly string[] | undefined> }) => {
    const client = clientFor(db, request, params.id);
    const schema = schemaOf(await schemas());
    const body = trimmed(await jsonBody(request));
    failOn({ ...fieldErrors(schema, body), ...given(rules(body as Raw)) });
    const parsed = schema.parse(body) as Record<string, unknown>;
    const now = nowIso();
    const actorId = actingUserId(request) ?? null;
    let survey = surveyOf(db, client);
    if (!survey) {
      survey = { ...emptyLeasingSurvey(client.id), createdAt: now, createdById: actorId };
      db.leasingSurveys.push(survey);
    }
    Object.assign(survey, { [section]: LIST_SECTIONS.includes(section) ? parsed[section] : parsed });
    survey.updatedAt = now;
    survey.updatedById = actorId;
    db.save();
    return survey;
  };

/**
 * The clients' leasing surveys (ApplicationUser/leasingSurvey/{id}): one per client (db.leasingSurveys, by
 * `userId`), filled section by section, each POST saving its own section only; a client without one is answered
 * with an empty survey (sections null, lists empty). The PDF is the survey as a document for the leasing company.
 */
export const leasingSurveyHandlers = ({ db }: MockContext) => [
  getGetApplicationUserLeasingSurveyMockHandler(({ request, params }) => {
    const client = clientFor(db, request, params.id);
    return surveyOf(db, client) ?? emptyLeasingSurvey(client.id);
  }),
  getDownloadApplicationUserLeasingSurveyPdfMockHandler(({ request, params }) => {
    const client = clientFor(db, request, params.id);
    return leasingSurveyPdf(surveyOf(db, client) ?? emptyLeasingSurvey(client.id), client);
  }),
  getSaveApplicationUserLeasingSurveyBasicInfoMockHandler(
    sectionSaver(db, 'basicInfo', (s) => s.SaveApplicationUserLeasingSurveyBasicInfoBody),
  ),
  getSaveApplicationUserLeasingSurveyCompanyMockHandler(
    sectionSaver(db, 'company', (s) => s.SaveApplicationUserLeasingSurveyCompanyBody, companyRules),
  ),
  getSaveApplicationUserLeasingSurveyDecisivePersonMockHandler(
    sectionSaver(db, 'decisivePerson', (s) => s.SaveApplicationUserLeasingSurveyDecisivePersonBody),
  ),
  getSaveApplicationUserLeasingSurveyFinancesMockHandler(
    sectionSaver(db, 'finances', (s) => s.SaveApplicationUserLeasingSurveyFinancesBody),
  ),
  getSaveApplicationUserLeasingSurveyClientsMockHandler(
    sectionSaver(db, 'clients', (s) => s.SaveApplicationUserLeasingSurveyClientsBody, clientsRules),
  ),
  getSaveApplicationUserLeasingSurveyObligationsMockHandler(
    sectionSaver(db, 'obligations', (s) => s.SaveApplicationUserLeasingSurveyObligationsBody),
  ),
  getSaveApplicationUserLeasingSurveyRepresentativesMockHandler(
    sectionSaver(db, 'representatives', (s) => s.SaveApplicationUserLeasingSurveyRepresentativesBody),
  ),
  getSaveApplicationUserLeasingSurveyShareholdersMockHandler(
    sectionSaver(db, 'shareholders', (s) => s.SaveApplicationUserLeasingSurveyShareholdersBody, shareholdersRules),
  ),
];
