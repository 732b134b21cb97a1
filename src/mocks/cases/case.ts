import {
  getCreateCaseMockHandler,
  getDeleteCaseMockHandler,
  getGetCaseMockHandler,
  getPatchCaseMockHandler,
  getUpdateCaseMockHandler,
} from '@portal/sdk/mocks/cases';
import type { Case, CaseInput, CasePatch } from '@portal/sdk/model';
import { actingUserId } from '../acting-user';
import type { DemoDb } from '../db/db';
import { assertCaseAccess, assertClientAccess } from './access';
import {
  changeCase,
  recordCreated,
  setClient,
  setCompanyName,
  setExpert,
  setLead,
  setManagerLeader,
  setManagers,
  setName,
  setProduct,
  setResult,
  setSalesPerson,
  setStatus,
} from './case-changes';
import type { FileStore } from './files';
import { badRequest, caseView, findCase, intParam, jsonBody, nowIso, userRefOf } from './shared';

/** Messages per field for a CaseInput (all fields required) or a CasePatch (only the given ones). */
function caseInputErrors(db: DemoDb, body: Partial<CaseInput> | undefined, whole: boolean) {
  const errors: Record<string, string[]> = {};
  const has = (field: keyof CaseInput) => whole || (body !== undefined && field in body);
  if (has('name') && !body?.name?.trim()) errors.name = ['Nazwa sprawy jest wymagana.'];
  if (has('clientId') && !db.users.some((u) => u.id === body?.clientId && u.roles.includes('Client')))
    errors.clientId = ['Nie znaleziono klienta.'];
  if (has('productId') && !db.products.some((p) => p.id === body?.productId))
    errors.productId = ['Nie znaleziono produktu.'];
  return errors;
}

/** Applies the given fields of a CaseInput/CasePatch through the same setters as the field endpoints. */
function applyCaseFields(db: DemoDb, request: Request, item: Case, body: CasePatch) {
  if (body.name !== undefined) setName(db, request, item, body.name);
  if (body.clientId !== undefined) setClient(db, item, body.clientId);
  if (body.productId !== undefined) setProduct(db, request, item, body.productId);
  if (body.status !== undefined) setStatus(db, request, item, body.status);
  if (body.result !== undefined) setResult(item, body.result);
  if (body.expertId !== undefined) setExpert(db, request, item, body.expertId);
  if (body.managerIds !== undefined) setManagers(db, request, item, body.managerIds);
  if (body.managerLeaderId !== undefined) setManagerLeader(db, request, item, body.managerLeaderId);
  if (body.salesPersonId !== undefined) setSalesPerson(db, item, body.salesPersonId);
  if (body.leadId !== undefined) setLead(db, request, item, body.leadId);
  if (body.companyName !== undefined) setCompanyName(db, request, item, body.companyName);
  if (body.isVatPayer !== undefined) item.isVatPayer = body.isVatPayer;
  if (body.organisationId !== undefined) item.organisationId = body.organisationId;
}

async function readCaseInput(db: DemoDb, request: Request, whole: boolean): Promise<CasePatch> {
  const body = await jsonBody<CasePatch>(request);
  const errors = caseInputErrors(db, body, whole);
  if (!body || Object.keys(errors).length) throw badRequest(body ? errors : { body: ['Brak danych sprawy.'] });
  return body;
}

/** A new case from a CaseInput: status New and result None unless given, the type of its product. */
function newCase(db: DemoDb, request: Request, input: CaseInput): Case {
  const actorId = actingUserId(request);
  const product = db.products.find((p) => p.id === input.productId)!;
  const membership = db.organisationUsers.find((m) => m.userId === input.clientId);
  const item: Case = {
    id: db.nextId('cases'),
    name: input.name.trim(),
    createdAt: nowIso(),
    createdById: actorId ?? null,
    createdBy: userRefOf(db, actorId),
    status: 'New',
    type: product.caseType,
    result: 'None',
    productId: product.id,
    product: structuredClone(product),
    organisationId: input.organisationId ?? membership?.organisationId ?? null,
    clientId: input.clientId,
    client: userRefOf(db, input.clientId),
    expertId: null,
    expert: null,
    managers: [],
    managerLeaderId: null,
    managerLeader: null,
    salesPersonId: null,
    salesPerson: null,
    organisationUsers: [],
    companyName: null,
    companyDetails: null,
    generalInfo: null,
    leadId: null,
    lead: null,
    lawsuit: null,
    milestones: [],
    agreement: null,
    invoiceSettings: null,
    isVatPayer: false,
    accountingTypeId: null,
    accountingType: null,
    accountingAttachmentTypeId: null,
    accountingAttachmentType: null,
    pricingPolicy: null,
    subscription: null,
    meetings: [],
  };
  setClient(db, item, input.clientId);
  return item;
}

export const caseHandlersCore = (db: DemoDb, files: FileStore) => [
  getGetCaseMockHandler(({ request, params }) => {
    const item = findCase(db, intParam(params.id as string));
    assertCaseAccess(db, request, item);
    return caseView(db, item);
  }),
  getCreateCaseMockHandler(async ({ request }) => {
    const input = (await readCaseInput(db, request, true)) as CaseInput;
    assertClientAccess(db, request, input.clientId);
    const item = newCase(db, request, input);
    db.cases.push(item);
    // the history starts with the creation, then the initial assignments (as the seed's cases show them)
    recordCreated(db, request, item);
    const { name: _name, clientId: _clientId, productId: _productId, ...rest } = input;
    applyCaseFields(db, request, item, rest);
    db.save();
    return caseView(db, item);
  }),
  getUpdateCaseMockHandler(async ({ request, params }) =>
    changeCase(db, request, params.id, async (item) => {
      const input = await readCaseInput(db, request, true);
      assertClientAccess(db, request, input.clientId!);
      applyCaseFields(db, request, item, input);
    }),
  ),
  getPatchCaseMockHandler(async ({ request, params }) =>
    changeCase(db, request, params.id, async (item) => {
      const patch = await readCaseInput(db, request, false);
      if (patch.clientId !== undefined) assertClientAccess(db, request, patch.clientId);
      applyCaseFields(db, request, item, patch);
    }),
  ),
  getDeleteCaseMockHandler(({ request, params }) => {
    const item = findCase(db, intParam(params.id as string));
    assertCaseAccess(db, request, item);
    const keep = <T extends { caseId: number }>(list: T[]) => {
      const removed = list.filter((record) => record.caseId === item.id);
      list.splice(0, list.length, ...list.filter((record) => record.caseId !== item.id));
      return removed;
    };
    db.cases.splice(db.cases.indexOf(item), 1);
    for (const period of keep(db.casePeriods))
      [...period.clientAttachments, ...period.expertAttachments].forEach((a) => files.delete(a.id));
    keep(db.caseAttachments).forEach((a) => files.delete(a.id));
    if (item.agreement) files.delete(item.agreement.id);
    keep(db.caseMessages);
    keep(db.caseHistory);
    db.save();
  }),
];
