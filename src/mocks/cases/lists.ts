import {
  getGetCasePeriodsSummaryMockHandler,
  getListAllCasesMockHandler,
  getListCasesMockHandler,
  getListClientCasesByDepartmentMockHandler,
  getListClientCasesMockHandler,
  getListExpertClientCasesMockHandler,
  getListExpertOwnerEmployeeCasesByEmployeeMockHandler,
  getListExpertOwnerEmployeesCasesMockHandler,
  getListManagerClientCasesMockHandler,
  getListPatronClientCasesMockHandler,
} from '@portal/sdk/mocks/cases';
import type { Case, CaseDepartmentCases, CasePage, CasePeriodsSummaryItem } from '@portal/sdk/model';
import type { DemoDb } from '@/mocks/db/db';
import { assertClientAccess, isClientOnly, rolesOf } from '@/mocks/shared/access';
import { actingUserId } from '@/mocks/shared/acting-user';
import { notFound } from '@/mocks/shared/answers';
import type { MockContext } from '@/mocks/shared/context';
import { compareValues, matchesSearch, pageOf, sortDirectionOf } from '@/mocks/shared/lists';
import { findUser } from '@/mocks/shared/records';
import { intParam, searchParams, selectedOrganisation } from '@/mocks/shared/request';

const fullName = (person: { firstName: string; lastName: string } | null | undefined) =>
  person ? `${person.firstName} ${person.lastName}` : null;
/** People sort by last name, then first name. */
const sortName = (person: { firstName: string; lastName: string } | null | undefined) =>
  person ? `${person.lastName} ${person.firstName}` : null;

/** The values `sortBy` can name (anything else sorts by `createdAt`). */
const sortKeys: Record<string, (item: Case) => string | number | null | undefined> = {
  createdat: (item) => item.createdAt,
  name: (item) => item.name,
  status: (item) => item.status,
  client: (item) => sortName(item.client),
  product: (item) => item.product?.name,
  expert: (item) => sortName(item.expert),
};

/**
 * Filters, sorts and pages cases by the query of every case list: status, productId, clientId, expertId,
 * managerId, dateFrom/dateTo (createdAt range, `to` exclusive), search (case name, client, product, company),
 * sortBy (createdAt, name, status, client, product, expert), sortDirection (0 ascending, 1 descending),
 * page, pageSize. A selected organisation (Organisation header > 0) keeps only that organisation's cases.
 */
export function casePage(cases: Case[], request: Request): CasePage {
  const query = searchParams(request);
  const organisationId = selectedOrganisation(request);
  const status = query.get('status');
  const productId = intParam(query.get('productId'));
  const clientId = intParam(query.get('clientId'));
  const expertId = intParam(query.get('expertId'));
  const managerId = intParam(query.get('managerId'));
  const from = query.get('dateFrom') ? Date.parse(query.get('dateFrom')!) : NaN;
  const to = query.get('dateTo') ? Date.parse(query.get('dateTo')!) : NaN;
  const search = query.get('search');

  const filtered = cases.filter((item) => {
    const createdAt = Date.parse(item.createdAt ?? '');
    return (
      (organisationId === undefined || item.organisationId === organisationId) &&
      (!status || item.status === status) &&
      (productId === undefined || item.productId === productId) &&
      (clientId === undefined || item.clientId === clientId) &&
      (expertId === undefined || item.expertId === expertId) &&
      (managerId === undefined || item.managers.some((m) => m.id === managerId)) &&
      (Number.isNaN(from) || createdAt >= from) &&
      (Number.isNaN(to) || createdAt < to) &&
      matchesSearch(search, item.name, fullName(item.client), item.product?.name, item.companyName)
    );
  });

  const key = sortKeys[(query.get('sortBy') ?? '').toLowerCase()] ?? sortKeys.createdat;
  const sign = sortDirectionOf(query) === 0 ? 1 : -1;
  filtered.sort(
    (a, b) => sign * (compareValues(key(a), key(b)) || compareValues(a.createdAt, b.createdAt) || a.id - b.id),
  );
  return pageOf(filtered, query);
}

/** Cases whose expert is `ownerId` or one of the expert owner's employees. */
const ofExpertOwner = (db: DemoDb, ownerId: number | undefined) => {
  const experts = new Set(db.users.filter((u) => u.expertOwnerId === ownerId).map((u) => u.id));
  if (ownerId !== undefined) experts.add(ownerId);
  return db.cases.filter((item) => item.expertId !== null && item.expertId !== undefined && experts.has(item.expertId));
};

/** The cases the acting user sees in the accounting overview, by their role. */
function visibleCases(db: DemoDb, request: Request): Case[] {
  const userId = actingUserId(request);
  const roles = rolesOf(db, userId);
  if (roles.includes('Admin') || userId === undefined) return db.cases;
  if (isClientOnly(roles)) return db.cases.filter((c) => c.clientId === userId);
  return db.cases.filter(
    (c) =>
      c.expertId === userId ||
      c.managers.some((m) => m.id === userId) ||
      (roles.includes('ExpertOwner') && ofExpertOwner(db, userId).includes(c)) ||
      (roles.includes('Patron') && findUser(db, c.clientId)?.patronId === userId),
  );
}

/** Periodic cases (accounting and other monthly services) have accounting periods. */
const isPeriodic = (db: DemoDb, item: Case) =>
  item.type === 'Accounting' || item.type === 'PeriodicOther' || db.casePeriods.some((p) => p.caseId === item.id);

/** Every list of cases. */
export const listHandlers = ({ db }: MockContext) => [
  getListCasesMockHandler(({ request }) => casePage(db.cases, request)),
  getListAllCasesMockHandler(({ request }) => casePage(db.cases, request)),
  getListManagerClientCasesMockHandler(({ request }) => {
    const userId = actingUserId(request);
    return casePage(
      db.cases.filter((item) => item.managers.some((m) => m.id === userId)),
      request,
    );
  }),
  getListPatronClientCasesMockHandler(({ request }) => {
    const userId = actingUserId(request);
    const clients = new Set(db.users.filter((u) => userId !== undefined && u.patronId === userId).map((u) => u.id));
    return casePage(
      db.cases.filter((item) => clients.has(item.clientId)),
      request,
    );
  }),
  getListExpertClientCasesMockHandler(({ request }) => {
    const userId = actingUserId(request);
    return casePage(
      db.cases.filter((item) => userId !== undefined && item.expertId === userId),
      request,
    );
  }),
  getListExpertOwnerEmployeesCasesMockHandler(({ request }) =>
    casePage(ofExpertOwner(db, actingUserId(request)), request),
  ),
  // the current month's periods (the call takes no parameters)
  getGetCasePeriodsSummaryMockHandler(({ request }) => {
    const today = new Date();
    const month = today.getMonth() + 1;
    const year = today.getFullYear();
    return visibleCases(db, request)
      .filter((item) => isPeriodic(db, item))
      .sort((a, b) => a.name.localeCompare(b.name, 'pl'))
      .map((item): CasePeriodsSummaryItem => {
        const period = db.casePeriods.find((p) => p.caseId === item.id && p.month === month && p.year === year);
        return {
          caseId: item.id,
          caseName: item.name,
          casePeriodId: period?.id ?? null,
          client: item.client,
          expert: item.expert ?? null,
          accountingType: item.accountingType ?? null,
          month,
          year,
          status: period?.status ?? null,
          isReady: period?.isReady ?? false,
          clientAttachmentCount: period?.clientAttachments.length ?? 0,
          expertAttachmentCount: period?.expertAttachments.length ?? 0,
          newClientAttachmentCount: period?.clientAttachments.filter((a) => a.isNew).length ?? 0,
          clientAttachmentsCompleted: period?.clientAttachmentsCompleted ?? false,
          expertAttachmentsCompleted: period?.expertAttachmentsCompleted ?? false,
          summarySentAt: period?.summarySentAt ?? null,
        };
      });
  }),
  getListExpertOwnerEmployeeCasesByEmployeeMockHandler(({ request, params }) => {
    const employeeId = intParam(params.id as string);
    const employee = findUser(db, employeeId);
    const callerId = actingUserId(request);
    // an expert owner reads the cases of their own team only; another office's expert is not found
    const ofAnotherOffice =
      !rolesOf(db, callerId).includes('Admin') && employeeId !== callerId && employee?.expertOwnerId !== callerId;
    if (!employee || ofAnotherOffice) throw notFound('Nie znaleziono użytkownika');
    return casePage(
      db.cases.filter((item) => item.expertId === employeeId),
      request,
    );
  }),
  getListClientCasesMockHandler(({ request, params }) => {
    const clientId = intParam(params.userId as string);
    if (clientId === undefined || !findUser(db, clientId)) throw notFound('Nie znaleziono użytkownika');
    assertClientAccess(db, request, clientId);
    return casePage(
      db.cases.filter((item) => item.clientId === clientId),
      request,
    );
  }),
  getListClientCasesByDepartmentMockHandler(({ request, params }) => {
    const clientId = intParam(params.userId as string);
    if (clientId === undefined || !findUser(db, clientId)) throw notFound('Nie znaleziono użytkownika');
    assertClientAccess(db, request, clientId);
    const groups = new Map<number | null, Case[]>();
    const cases = db.cases
      .filter((item) => item.clientId === clientId)
      .sort((a, b) => compareValues(b.createdAt, a.createdAt));
    for (const item of cases) {
      const departmentId = item.product?.departmentId ?? null;
      groups.set(departmentId, [...(groups.get(departmentId) ?? []), item]);
    }
    return [...groups]
      .map(([departmentId, list]): CaseDepartmentCases => ({
        departmentId,
        department: db.departments.find((d) => d.id === departmentId) ?? null,
        cases: list,
      }))
      .sort((a, b) => compareValues(a.department?.name, b.department?.name));
  }),
];
