import * as mocks from '@portal/sdk/mocks/manager-reports';
import type { ManagerReport, ManagerReportInput, ManagerReportPatch } from '@portal/sdk/model';
import { rolesOf } from '@/mocks/shared/access';
import { actingUserId } from '@/mocks/shared/acting-user';
import { failOn, forbidden, notFound, type FieldErrors } from '@/mocks/shared/answers';
import type { MockContext } from '@/mocks/shared/context';
import { compareValues, matchesSearch, pageOf, type Sortable } from '@/mocks/shared/lists';
import { managerRefOf } from '@/mocks/shared/records';
import { intParam, nowIso, searchParams } from '@/mocks/shared/request';
import { lazySchemas, validBody, validParams, validQuery } from '@/mocks/shared/validation';

const schemas = lazySchemas(() => import('@portal/sdk/zod/manager-reports'));

/** A second plan (or outcome) of one manager for one day. */
export const REPORT_EXISTS = 'Raport tego rodzaju na ten dzień już istnieje';
/** The report's manager must be a manager (an administrator names one, a manager writes their own). */
export const NOT_A_MANAGER = 'Raport może należeć tylko do managera';

const KIND_ORDER = { Planned: 0, Actual: 1 } as const;

const managerName = (report: ManagerReport) =>
  report.manager ? `${report.manager.lastName} ${report.manager.firstName}` : undefined;

/** The values `sortBy` may name (lower case), each with how it orders the reports. */
const sortKeys: Record<string, (report: ManagerReport) => Sortable> = {
  date: (report) => report.date,
  manager: managerName,
  kind: (report) => KIND_ORDER[report.kind],
  phonecalls: (report) => report.phoneCalls,
  meetings: (report) => report.meetings,
  newleads: (report) => report.newLeads,
  offerssent: (report) => report.offersSent,
  agreementssigned: (report) => report.agreementsSigned,
  salesamount: (report) => report.salesAmount,
  createdat: (report) => report.createdAt,
};

/** Within a day: the managers by name, the plan before the outcome. */
const byManagerAndKind = (a: ManagerReport, b: ManagerReport) =>
  compareValues(managerName(a), managerName(b)) || KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || a.id - b.id;

/**
 * Managers' daily reports, the plan and the outcome of a day. A manager reads and writes only their own reports
 * (another's answers 403); an administrator reads every report and may write one for a manager they name. A
 * manager has at most one plan and one outcome a day: a second is refused on `kind`.
 */
export const managerReportsHandlers = ({ db }: MockContext) => {
  const isAdmin = (request: Request) => rolesOf(db, actingUserId(request)).includes('Admin');
  /** The manager whose reports the caller may see: undefined for an administrator (every manager). */
  const ownOnly = (request: Request) => (isAdmin(request) ? undefined : actingUserId(request));

  const find = (request: Request, id: string | readonly string[] | undefined) => {
    const report = db.managerReports.find((r) => r.id === intParam(id));
    if (!report) throw notFound('Nie znaleziono raportu');
    const own = ownOnly(request);
    if (own !== undefined && report.managerId !== own) throw forbidden();
    return report;
  };

  /**
   * The manager a written report belongs to: the one named (an administrator may name any manager, a manager only
   * themselves), else the report's own (a replaced report), else the caller.
   */
  const managerOf = (request: Request, named: number | null | undefined, current?: ManagerReport) => {
    const caller = actingUserId(request);
    const managerId = named ?? current?.managerId ?? caller;
    if (!isAdmin(request) && managerId !== caller) throw forbidden();
    return managerId!;
  };

  /** The rules the contract cannot express: a manager's report, one of each kind per manager and day. */
  const rules =
    (managerId: number, id?: number) =>
    (report: Pick<ManagerReport, 'date' | 'kind'>): FieldErrors => ({
      managerId: rolesOf(db, managerId).includes('Manager') ? undefined : [NOT_A_MANAGER],
      kind: db.managerReports.some(
        (other) =>
          other.id !== id && other.managerId === managerId && other.date === report.date && other.kind === report.kind,
      )
        ? [REPORT_EXISTS]
        : undefined,
    });

  const written = (report: ManagerReport) => {
    report.manager = managerRefOf(db, report.managerId) ?? undefined;
    db.save();
    return report;
  };
  const stamp = (request: Request) => ({ updatedAt: nowIso(), updatedById: actingUserId(request) ?? null });

  const ofDay = (date: string, managerId: number | undefined) =>
    db.managerReports
      .filter((report) => report.date === date && (managerId === undefined || report.managerId === managerId))
      .sort(byManagerAndKind);

  return [
    mocks.getListManagerReportsMockHandler(async ({ request }) => {
      const query = validQuery((await schemas()).ListManagerReportsQueryParams, request);
      const own = ownOnly(request);
      if (own !== undefined && query.managerId !== undefined && query.managerId !== own) throw forbidden();
      const managerId = own ?? query.managerId;
      const key = sortKeys[(query.sortBy ?? 'date').toLowerCase()] ?? sortKeys.date;
      const sign = query.sortDirection === 0 ? 1 : -1;
      const found = db.managerReports
        .filter(
          (report) =>
            (managerId === undefined || report.managerId === managerId) &&
            (!query.kind || report.kind === query.kind) &&
            (!query.from || report.date >= query.from) &&
            (!query.to || report.date <= query.to) &&
            matchesSearch(query.search ?? null, managerName(report), report.comment),
        )
        .sort(
          (a, b) => sign * compareValues(key(a), key(b)) || -compareValues(a.date, b.date) || byManagerAndKind(a, b),
        );
      return pageOf(found, searchParams(request));
    }),
    mocks.getGetManagerReportMockHandler(({ request, params }) => find(request, params.id)),
    mocks.getCreateManagerReportMockHandler(async ({ request }) => {
      const input = (await validBody((await schemas()).CreateManagerReportBody, request)) as ManagerReportInput;
      const managerId = managerOf(request, input.managerId);
      failOn(rules(managerId)(input));
      const report: ManagerReport = {
        ...input,
        id: db.nextId('managerReports'),
        managerId,
        createdAt: nowIso(),
        createdById: actingUserId(request) ?? null,
      };
      db.managerReports.push(report);
      return written(report);
    }),
    // PUT replaces the day, the kind, the figures and the comment; the manager stays unless named
    mocks.getUpdateManagerReportMockHandler(async ({ request, params }) => {
      const report = find(request, params.id);
      const input = (await validBody((await schemas()).UpdateManagerReportBody, request)) as ManagerReportInput;
      const managerId = managerOf(request, input.managerId, report);
      failOn(rules(managerId, report.id)(input));
      delete report.comment;
      return written(Object.assign(report, input, { managerId }, stamp(request)));
    }),
    // merge-patch: the fields sent change; a new day or kind must still be free
    mocks.getPatchManagerReportMockHandler(async ({ request, params }) => {
      const report = find(request, params.id);
      const patch = (await validBody((await schemas()).PatchManagerReportBody, request)) as ManagerReportPatch;
      failOn(rules(report.managerId, report.id)({ date: patch.date ?? report.date, kind: patch.kind ?? report.kind }));
      return written(Object.assign(report, patch, stamp(request)));
    }),
    mocks.getDeleteManagerReportMockHandler(({ request, params }) => {
      const report = find(request, params.id);
      db.managerReports.splice(db.managerReports.indexOf(report), 1);
      db.save();
    }),
    mocks.getListManagerReportsByDateMockHandler(async ({ request, params }) => {
      const { date } = validParams((await schemas()).ListManagerReportsByDateParams, params);
      return ofDay(date, ownOnly(request));
    }),
    mocks.getListManagerReportsByDateForCurrentUserMockHandler(async ({ request, params }) => {
      const { date } = validParams((await schemas()).ListManagerReportsByDateForCurrentUserParams, params);
      return ofDay(date, actingUserId(request));
    }),
  ];
};
