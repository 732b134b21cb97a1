import type { Case, CaseField, CaseResult, CaseStatus } from '@portal/sdk/model';
import { recordChange, recordIfChanged } from '@/mocks/case-history/record';
import type { DemoDb } from '@/mocks/db/db';
import { leadView } from '@/mocks/leads';
import { assertCaseAccess } from '@/mocks/shared/access';
import { actingUserId } from '@/mocks/shared/acting-user';
import { badRequest } from '@/mocks/shared/answers';
import type { MockContext } from '@/mocks/shared/context';
import { caseView, findCase, findUser, fullNameOf, managerRefOf, userRefOf } from '@/mocks/shared/records';
import { intParam, nowIso } from '@/mocks/shared/request';

/**
 * The changes of a case's main fields, shared by the field endpoints (PUT /Case/{id}/status and the like) and
 * the whole-case calls (POST, PUT and PATCH /Case). The contract's rules (enums, lengths) are checked by the
 * handlers with the generated schemas; each setter checks what the contract cannot (that the person or product
 * exists), keeps the embedded copies consistent with the id and records the history entry the server would.
 */

const EXPERT_ROLES = ['ExpertEmployee', 'ExpertOwner'] as const;

type Id = string | readonly string[] | undefined;

/**
 * Runs a change of the call's case: finds it (404), checks access (403), runs `change`, stamps and saves the case,
 * then announces that `field` changed (with the new value `change` returns, if it names one). Answers what
 * `change` returns.
 */
export async function inCase<T>(
  { db, events }: MockContext,
  request: Request,
  id: Id,
  field: CaseField,
  change: (item: Case) => T | Promise<T>,
  newValue: (result: T, item: Case) => string | null = () => null,
): Promise<T> {
  const item = findCase(db, intParam(id));
  assertCaseAccess(db, request, item);
  const result = await change(item);
  touch(item, request);
  db.save();
  events.emit({
    type: 'caseChanged',
    caseId: item.id,
    actorId: actingUserId(request),
    field,
    newValue: newValue(result, item),
  });
  return result;
}

/** `inCase` answering the case as GET does; `change` may return the new value the announcement names. */
export async function changeCase(
  context: MockContext,
  request: Request,
  id: Id,
  field: CaseField,
  change: (item: Case) => string | null | void | Promise<string | null | void>,
): Promise<Case> {
  await inCase(
    context,
    request,
    id,
    field,
    async (item) => (await change(item)) ?? null,
    (value) => value,
  );
  return caseView(context.db, findCase(context.db, intParam(id)));
}

export const touch = (item: Case, request: Request) => {
  item.updatedAt = nowIso();
  item.updatedById = actingUserId(request) ?? null;
};

function fail(field: string, message: string): never {
  throw badRequest({ [field]: [message] });
}

export function setName(db: DemoDb, request: Request, item: Case, name: string) {
  const trimmed = name.trim();
  recordIfChanged(db, request, item, 'Name', item.name, trimmed);
  item.name = trimmed;
}

export function setStatus(db: DemoDb, request: Request, item: Case, status: CaseStatus) {
  recordIfChanged(db, request, item, 'Status', item.status, status);
  item.status = status;
  return status;
}

export function setResult(item: Case, result: CaseResult) {
  item.result = result;
}

/** The product is replaced at once; the case type follows it and the reached milestones (of the old product) go. */
export function setProduct(db: DemoDb, request: Request, item: Case, productId: number | null | undefined) {
  const product = db.products.find((p) => p.id === productId);
  if (!product) return fail('productId', 'Nie znaleziono produktu.');
  if (product.id !== item.productId) {
    recordIfChanged(db, request, item, 'Product', item.product?.name, product.name);
    item.productId = product.id;
    item.product = structuredClone(product);
    item.type = product.caseType;
    item.milestones = [];
  }
  return product.name;
}

/** The client must exist and be a client (the contract only says it is a number). */
export const clientErrors = (db: DemoDb, clientId: number) =>
  findUser(db, clientId)?.roles.includes('Client') ? {} : { clientId: ['Nie znaleziono klienta.'] };

export function setClient(db: DemoDb, item: Case, clientId: number) {
  const client = findUser(db, clientId);
  if (!client || !client.roles.includes('Client')) return fail('clientId', 'Nie znaleziono klienta.');
  item.clientId = client.id;
  item.client = userRefOf(db, client.id);
  item.organisationUsers = db.organisationUsers
    .filter((m) => m.userId === client.id)
    .map((m) => ({ organisationId: m.organisationId, roles: [...m.roles] }));
}

export function setExpert(db: DemoDb, request: Request, item: Case, expertId: number | null | undefined) {
  if (expertId !== null && expertId !== undefined) {
    const expert = findUser(db, expertId);
    if (!expert?.roles.some((role) => (EXPERT_ROLES as readonly string[]).includes(role)))
      fail('expertId', 'Nie znaleziono eksperta.');
  }
  const id = expertId ?? null;
  recordIfChanged(db, request, item, 'Expert', fullNameOf(db, item.expertId), fullNameOf(db, id));
  item.expertId = id;
  item.expert = userRefOf(db, id);
}

export function setManagers(db: DemoDb, request: Request, item: Case, managerIds: readonly number[]) {
  const ids = [...new Set(managerIds)];
  if (ids.some((id) => !findUser(db, id))) fail('managerIds', 'Nie znaleziono managera.');
  const names = (list: readonly number[]) => list.map((id) => fullNameOf(db, id)).join(', ') || null;
  recordIfChanged(db, request, item, 'Manager', names(item.managers.map((m) => m.id)), names(ids));
  item.managers = ids.map((id) => managerRefOf(db, id)!);
}

export function setManagerLeader(db: DemoDb, request: Request, item: Case, leaderId: number | null | undefined) {
  if (leaderId !== null && leaderId !== undefined && !findUser(db, leaderId))
    fail('leaderId', 'Nie znaleziono lidera.');
  const id = leaderId ?? null;
  recordIfChanged(db, request, item, 'Leader', fullNameOf(db, item.managerLeaderId), fullNameOf(db, id));
  item.managerLeaderId = id;
  item.managerLeader = userRefOf(db, id);
}

export function setSalesPerson(db: DemoDb, item: Case, salesId: number | null | undefined) {
  if (salesId !== null && salesId !== undefined && !findUser(db, salesId)) fail('salesId', 'Nie znaleziono handlowca.');
  item.salesPersonId = salesId ?? null;
  item.salesPerson = userRefOf(db, salesId ?? null);
}

/** The lead the case came from (it must exist), with a copy of it; the history names the lead's person. */
export function setLead(db: DemoDb, request: Request, item: Case, leadId: number | null | undefined) {
  const id = leadId ?? null;
  const lead = id === null ? undefined : db.leads.find((l) => l.id === id);
  if (id !== null && !lead) fail('leadId', 'Nie znaleziono leadu.');
  const nameOf = (leadOf: number | null | undefined) => {
    const found = db.leads.find((l) => l.id === leadOf);
    return found ? `${found.firstName} ${found.lastName}` : leadOf ? String(leadOf) : null;
  };
  recordIfChanged(db, request, item, 'Lead', nameOf(item.leadId), nameOf(id));
  item.leadId = id;
  item.lead = lead ? leadView(db, lead) : null;
}

/** The company name; when the client has a company of that name, its details come with it. */
export function setCompanyName(db: DemoDb, request: Request, item: Case, companyName: string | null | undefined) {
  const name = companyName?.trim() || null;
  recordIfChanged(db, request, item, 'CompanyName', item.companyName, name);
  item.companyName = name;
  const company = db.companies.find((c) => c.clientId === item.clientId && c.name === name);
  if (company) {
    const { id: _id, clientId: _clientId, name: _name, ...details } = company;
    item.companyDetails = structuredClone(details);
  }
}

/** Records that a case was created (its first history entry). */
export const recordCreated = (db: DemoDb, request: Request, item: Case) =>
  recordChange(db, request, item, { changedValueName: 'CaseCreated', newValue: item.name });
