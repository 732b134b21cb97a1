import * as mocks from '@portal/sdk/mocks/leads';
import type { Lead, LeadInput, LeadPatch } from '@portal/sdk/model';
import type { DemoDb } from '@/mocks/db/db';
import { actingUserId } from '@/mocks/shared/acting-user';
import { notFound, type FieldErrors } from '@/mocks/shared/answers';
import type { MockContext } from '@/mocks/shared/context';
import { crud, usedBy } from '@/mocks/shared/crud';
import { byCreatedAt, byName, compareValues, matchesSearch, pageOf, sortDirectionOf } from '@/mocks/shared/lists';
import { findUser, userRefOf } from '@/mocks/shared/records';
import { intParam, nowIso, searchParams } from '@/mocks/shared/request';
import { lazySchemas, validBody, validQuery } from '@/mocks/shared/validation';

const schemas = lazySchemas(() => import('@portal/sdk/zod/leads'));

export const leadMessages = {
  unknownSource: 'Nie znaleziono źródła leadu.',
  inactiveSource: 'Źródło leadu jest nieaktywne',
  unknownCampaign: 'Nie znaleziono kampanii marketingowej.',
  unknownProduct: 'Nie znaleziono produktu.',
  unknownSales: 'Sprzedawcą może być tylko menedżer lub administrator.',
  unknownClient: 'Nie znaleziono klienta.',
  reasonRequired: 'Podaj powód usunięcia leadu.',
  notFound: 'Nie znaleziono: lead',
} as const;

/** The fields the server derives on every answer (copies of the records a lead names); never stored. */
const DERIVED = ['leadSource', 'marketingCampaign', 'product', 'sales', 'client', 'caseIds'] as const;

const named = (record: { id: number; name: string } | undefined) =>
  record ? { id: record.id, name: record.name } : null;

/** A lead as the API answers it: the names of what it points at, and the cases made from it (oldest first). */
export function leadView(db: DemoDb, lead: Lead): Lead {
  return {
    ...lead,
    outcome: lead.outcome ?? 'None',
    leadSource: named(db.leadSources.find((s) => s.id === lead.leadSourceId)),
    marketingCampaign: named(db.marketingCampaigns.find((c) => c.id === lead.marketingCampaignId)),
    product: named(db.products.find((p) => p.id === lead.productId)),
    sales: userRefOf(db, lead.salesId),
    client: userRefOf(db, lead.clientId),
    caseIds: db.cases
      .filter((c) => c.leadId === lead.id)
      .sort(byCreatedAt(0))
      .map((c) => c.id),
  };
}

/**
 * What the contract cannot check in a lead's body: every id names a record (the sales person a manager or an
 * administrator, the client a client), and a lead source given anew is active. `current` is the lead being changed:
 * it keeps the inactive source it already has.
 */
export function leadRefusals(db: DemoDb, values: Partial<LeadInput>, current?: Lead): FieldErrors {
  const given = (id: number | null | undefined): id is number => id !== null && id !== undefined;
  const source = given(values.leadSourceId) ? db.leadSources.find((s) => s.id === values.leadSourceId) : undefined;
  const sales = given(values.salesId) ? findUser(db, values.salesId) : undefined;
  const client = given(values.clientId) ? findUser(db, values.clientId) : undefined;
  return {
    leadSourceId: !given(values.leadSourceId)
      ? undefined
      : !source
        ? [leadMessages.unknownSource]
        : !source.isActive && source.id !== current?.leadSourceId
          ? [leadMessages.inactiveSource]
          : undefined,
    marketingCampaignId:
      given(values.marketingCampaignId) && !db.marketingCampaigns.some((c) => c.id === values.marketingCampaignId)
        ? [leadMessages.unknownCampaign]
        : undefined,
    productId:
      given(values.productId) && !db.products.some((p) => p.id === values.productId)
        ? [leadMessages.unknownProduct]
        : undefined,
    salesId:
      given(values.salesId) && !sales?.roles.some((role) => role === 'Manager' || role === 'Admin')
        ? [leadMessages.unknownSales]
        : undefined,
    clientId: given(values.clientId) && !client?.roles.includes('Client') ? [leadMessages.unknownClient] : undefined,
  };
}

/** The lead as stored: its own fields, none of the derived ones. */
const stored = (lead: Lead): Lead => {
  const own = { ...lead };
  for (const key of DERIVED) delete own[key];
  return own;
};

const sortKeys: Record<string, (lead: Lead) => string | number | null | undefined> = {
  lastname: (lead) => lead.lastName,
  companyname: (lead) => lead.companyName,
  createdat: (lead) => lead.createdAt,
  outcome: (lead) => lead.outcome,
  expectedvalue: (lead) => lead.expectedValue,
};

/**
 * Leads: the paged list (search over person, e-mail, company and phone; the list's filters), one lead, create,
 * replace and merge-patch with the references checked (leadRefusals), delete with or without a reason; a deleted
 * lead no longer names the cases made from it. Lead sources: the standard dictionary; one still named by a lead or a
 * campaign cannot be deleted.
 */
export const leadsHandlers = ({ db }: MockContext) => {
  const find = (id: string | readonly string[] | undefined) => {
    const lead = db.leads.find((l) => l.id === intParam(id));
    if (!lead) throw notFound(leadMessages.notFound);
    return lead;
  };
  const answered = (lead: Lead) => {
    db.save();
    return leadView(db, lead);
  };
  const remove = (lead: Lead) => {
    db.leads.splice(db.leads.indexOf(lead), 1);
    for (const item of db.cases) if (item.leadId === lead.id) Object.assign(item, { leadId: null, lead: null });
    db.save();
  };
  const changed = (request: Request) => ({ updatedAt: nowIso(), updatedById: actingUserId(request) ?? null });

  return [
    mocks.getListLeadsMockHandler(async ({ request }) => {
      const query = validQuery((await schemas()).ListLeadsQueryParams, request);
      const is = (name: 'leadSourceId' | 'marketingCampaignId' | 'salesId' | 'clientId', lead: Lead) =>
        query[name] === undefined || lead[name] === query[name];
      const key = sortKeys[(query.sortBy ?? '').toLowerCase()];
      const sign = sortDirectionOf(searchParams(request)) === 0 ? 1 : -1;
      const found = db.leads
        .filter((lead) => {
          // `from` and `to` are days, both included
          const createdOn = (lead.createdAt ?? '').slice(0, 10);
          return (
            (!query.outcome || (lead.outcome ?? 'None') === query.outcome) &&
            (!query.source || lead.source === query.source) &&
            is('leadSourceId', lead) &&
            is('marketingCampaignId', lead) &&
            is('salesId', lead) &&
            is('clientId', lead) &&
            (!query.from || createdOn >= query.from) &&
            (!query.to || createdOn <= query.to) &&
            matchesSearch(
              query.search ?? null,
              `${lead.firstName} ${lead.lastName}`,
              lead.email,
              lead.companyName,
              lead.phoneNumber,
              lead.phoneNumber?.replace(/\D/g, ''),
            )
          );
        })
        .sort((a, b) => (key ? sign * compareValues(key(a), key(b)) : 0) || byCreatedAt(1)(a, b));
      const page = pageOf(found, searchParams(request));
      return { ...page, items: page.items.map((lead) => leadView(db, lead)) };
    }),
    mocks.getGetLeadMockHandler(({ params }) => leadView(db, find(params.id))),
    mocks.getCreateLeadMockHandler(async ({ request }) => {
      const values = await validBody((await schemas()).CreateLeadBody, request, (v) => leadRefusals(db, v));
      const lead = {
        ...stored(values as Lead),
        outcome: values.outcome ?? 'None',
        id: db.nextId('leads'),
        createdAt: nowIso(),
        createdById: actingUserId(request) ?? null,
      } satisfies Lead;
      db.leads.push(lead);
      return answered(lead);
    }),
    // PUT replaces the fields of the input (an outcome not given is None again); the id and audit fields stay
    mocks.getUpdateLeadMockHandler(async ({ request, params }) => {
      const lead = find(params.id);
      const values = await validBody((await schemas()).UpdateLeadBody, request, (v) => leadRefusals(db, v, lead));
      const { id, createdAt, createdById } = lead;
      const next = { ...stored(values as Lead), outcome: values.outcome ?? 'None', id, createdAt, createdById };
      for (const field of Object.keys(lead) as (keyof Lead)[]) delete lead[field];
      return answered(Object.assign(lead, next, changed(request)));
    }),
    // merge-patch: the given fields change, null clears a nullable one
    mocks.getPatchLeadMockHandler(async ({ request, params }) => {
      const lead = find(params.id);
      const values: LeadPatch = await validBody((await schemas()).PatchLeadBody, request, (v) =>
        leadRefusals(db, v, lead),
      );
      return answered(Object.assign(lead, stored(values as Lead), changed(request)));
    }),
    mocks.getDeleteLeadMockHandler(({ params }) => remove(find(params.id))),
    mocks.getDeleteLeadWithReasonMockHandler(async ({ request, params }) => {
      const lead = find(params.id);
      validQuery((await schemas()).DeleteLeadWithReasonQueryParams, request, ({ reason }) => ({
        reason: reason.trim() ? undefined : [leadMessages.reasonRequired],
      }));
      remove(lead);
    }),
    ...crud(db, 'leadSources', {
      resource: 'LeadSource',
      mocks,
      schemas,
      what: 'źródło leadu',
      audited: true,
      sort: byName,
      inUse: (source) =>
        usedBy(
          `źródła leadu „${source.name}”`,
          [
            [db.leads.filter((l) => l.leadSourceId === source.id).length, ['lead', 'leady', 'leadów']],
            [
              db.marketingCampaigns.filter((c) => c.leadSourceId === source.id).length,
              ['kampanię', 'kampanie', 'kampanii'],
            ],
          ],
          'używane',
        ),
    }),
  ];
};
