import {
  getCreateCaseMockHandler,
  getDeleteCaseMockHandler,
  getGetCaseMockHandler,
  getPatchCaseMockHandler,
  getUpdateCaseMockHandler,
} from '@portal/sdk/mocks/cases';
import type { Case, CaseInput, CasePatch } from '@portal/sdk/model';
import type { DemoDb } from '@/mocks/db/db';
import { assertCaseAccess, assertClientAccess } from '@/mocks/shared/access';
import { actingUserId } from '@/mocks/shared/acting-user';
import type { MockContext } from '@/mocks/shared/context';
import { caseView, findCase, userRefOf } from '@/mocks/shared/records';
import { intParam, nowIso } from '@/mocks/shared/request';
import { lazySchemas, validBody } from '@/mocks/shared/validation';
import {
  changeCase,
  clientErrors,
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

const schemas = lazySchemas(() => import('@portal/sdk/zod/cases'));

/** What the contract cannot say of a CaseInput or CasePatch: a name is not blank, client and product exist. */
const caseRules = (db: DemoDb) => (input: CasePatch) => ({
  ...(input.name !== undefined && !input.name.trim() && { name: ['Nazwa sprawy jest wymagana.'] }),
  ...(input.clientId !== undefined && clientErrors(db, input.clientId)),
  ...(input.productId !== undefined &&
    !db.products.some((p) => p.id === input.productId) && { productId: ['Nie znaleziono produktu.'] }),
});

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

export const caseHandlers = (context: MockContext, files: FileStore) => {
  const { db } = context;
  return [
    getGetCaseMockHandler(({ request, params }) => {
      const item = findCase(db, intParam(params.id as string));
      assertCaseAccess(db, request, item);
      return caseView(db, item);
    }),
    getCreateCaseMockHandler(async ({ request }) => {
      const input = await validBody((await schemas()).CreateCaseBody, request, caseRules(db));
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
      changeCase(context, request, params.id, 'Other', async (item) => {
        const input = await validBody((await schemas()).UpdateCaseBody, request, caseRules(db));
        assertClientAccess(db, request, input.clientId);
        applyCaseFields(db, request, item, input);
      }),
    ),
    getPatchCaseMockHandler(async ({ request, params }) =>
      changeCase(context, request, params.id, 'Other', async (item) => {
        const patch = await validBody((await schemas()).PatchCaseBody, request, caseRules(db));
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
};
