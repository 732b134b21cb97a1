import {
  createLead,
  createLeadSource,
  deleteLead,
  deleteLeadSource,
  deleteLeadWithReason,
  getCase,
  getLead,
  listLeads,
  listLeadSources,
  patchLead,
  patchLeadSource,
  setCaseLead,
  updateLead,
} from '@portal/sdk';
import type { LeadInput } from '@portal/sdk/model';
import { describe, expect, it } from 'vitest';
import { ids } from '@/mocks/db/seed-ids';
import { demoApi, failure } from '@/testing/demo-api';

const api = demoApi({ as: 'Manager' });
const { lead } = ids;

/** The server's words of a 400 answer, per field (or its detail). */
const refusal = async (call: Promise<unknown>) => {
  const error = (await failure(call)) as {
    status: number;
    body: { errors?: Record<string, string[]>; detail?: string };
  };
  expect(error.status).toBe(400);
  return error.body.errors ?? error.body.detail;
};
const statusOf = async (call: Promise<unknown>) => ((await failure(call)) as { status?: number } | undefined)?.status;

const newLead: LeadInput = { firstName: 'Ola', lastName: 'Nowa', source: 'External', leadSourceId: 1, salesId: 103 };

describe('leads', () => {
  it('answers a lead with the names it points at and the cases made from it, oldest first', async () => {
    const converted = await getLead(lead.converted);
    expect(converted).toMatchObject({
      leadSource: { id: 2, name: 'Polecenie klienta' },
      product: { id: 1, name: 'Pełna księgowość' },
      sales: { id: ids.person.clientManager },
      client: { id: 115 },
      outcome: 'Won',
      caseIds: [1015, 1028],
    });
    expect((await getLead(lead.campaignClient)).marketingCampaign).toEqual({
      id: 3,
      name: 'Leasing dla klientów portalu',
    });
  });

  it('filters, searches, sorts and pages the list', async () => {
    const all = await listLeads({ pageSize: 200 });
    expect(all.totalCount).toBe(40);
    // newest first by default
    expect(all.items[0].id).toBe(lead.newest);

    const won = await listLeads({ outcome: 'Won', pageSize: 200 });
    expect(won.items.every((l) => l.outcome === 'Won')).toBe(true);
    expect(won.totalCount).toBe(10);

    expect((await listLeads({ clientId: 115 })).items.map((l) => l.id)).toEqual([lead.converted]);
    expect((await listLeads({ marketingCampaignId: 3 })).totalCount).toBe(3);
    expect((await listLeads({ search: 'fotowoltaika' })).items.map((l) => l.id)).toEqual([lead.wonWithoutClient]);
    // a phone number typed without spaces finds it too
    expect((await listLeads({ search: '602118930' })).items.map((l) => l.id)).toEqual([lead.wonWithoutClient]);

    const autumn = await listLeads({ from: '2026-11-01', to: '2026-11-30', salesId: 103, pageSize: 200 });
    expect(autumn.items.length).toBeGreaterThan(0);
    expect(autumn.items.every((l) => l.createdAt! >= '2026-11-01' && l.sales?.id === 103)).toBe(true);

    const byName = await listLeads({ sortBy: 'lastName', sortDirection: 0, pageSize: 5, page: 2 });
    expect(byName).toMatchObject({ page: 2, pageSize: 5 });
    const names = byName.items.map((l) => l.lastName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'pl')));
  });

  it('creates a lead (outcome None by default) and refuses an inactive or unknown source, and unknown references', async () => {
    const created = await createLead(newLead);
    expect(created).toMatchObject({ outcome: 'None', leadSource: { name: 'Strona internetowa' }, caseIds: [] });
    expect(api.db.leads.find((l) => l.id === created.id)?.createdById).toBe(ids.person.manager);

    expect(await refusal(createLead({ ...newLead, leadSourceId: 5 }))).toEqual({
      leadSourceId: ['Źródło leadu jest nieaktywne'],
    });
    expect(
      Object.keys(
        (await refusal(
          createLead({
            ...newLead,
            leadSourceId: 99,
            marketingCampaignId: 99,
            productId: 999,
            salesId: 101,
            clientId: 103,
          }),
        )) as object,
      ).sort(),
    ).toEqual(['clientId', 'leadSourceId', 'marketingCampaignId', 'productId', 'salesId']);
    // the contract's own limits
    expect(await refusal(createLead({ ...newLead, nip: '123', expectedValue: -1 }))).toHaveProperty('nip');
  });

  it('keeps the inactive source a lead already has, but does not switch to another inactive one', async () => {
    const kept = await patchLead(lead.fromInactiveSource, { outcome: 'InProgress', leadSourceId: 5 });
    expect(kept).toMatchObject({ outcome: 'InProgress', leadSource: { id: 5 } });
    const { id: _id, caseIds: _cases, ...body } = await getLead(lead.fromInactiveSource);
    await updateLead(lead.fromInactiveSource, { ...body, notes: 'Wrócił po kredyt.' } as LeadInput);

    api.db.leadSources.find((s) => s.id === 4)!.isActive = false;
    expect(await refusal(patchLead(lead.fromInactiveSource, { leadSourceId: 4 }))).toEqual({
      leadSourceId: ['Źródło leadu jest nieaktywne'],
    });
    expect(await refusal(patchLead(lead.newest, { leadSourceId: 5 }))).toHaveProperty('leadSourceId');
  });

  it('PUT replaces the fields; merge-patch clears what is sent as null', async () => {
    const replaced = await updateLead(lead.newest, { firstName: 'Filip', lastName: 'Majchrzak', source: 'Other' });
    expect(replaced).toMatchObject({ source: 'Other', outcome: 'None', createdAt: expect.any(String) });
    expect(replaced.companyName ?? null).toBeNull();
    const patched = await patchLead(lead.wonWithoutClient, { companyName: null, clientId: 110 });
    expect(patched).toMatchObject({ companyName: null, client: { id: 110 }, outcome: 'Won' });
  });

  it('deletes only with a reason of 1–1000 characters, and the cases made from it no longer name it', async () => {
    expect(await refusal(deleteLeadWithReason(lead.converted, { reason: '   ' }))).toEqual({
      reason: ['Podaj powód usunięcia leadu.'],
    });
    expect(await refusal(deleteLeadWithReason(lead.converted, { reason: 'x'.repeat(1001) }))).toHaveProperty('reason');
    expect(await statusOf(deleteLeadWithReason(999, { reason: 'Pomyłka' }))).toBe(404);

    await deleteLeadWithReason(lead.converted, { reason: 'Duplikat' });
    expect(await statusOf(getLead(lead.converted))).toBe(404);
    expect(await getCase(1015)).toMatchObject({ leadId: null, lead: null });
    // the plain DELETE works too
    await deleteLead(lead.newest);
    expect((await listLeads({})).totalCount).toBe(38);
  });

  it('links a case to a lead (the lead lists the case) and refuses an unknown lead', async () => {
    api.actAs('Admin');
    const item = await setCaseLead(ids.case.otherClientDispute, { leadId: lead.campaignClient });
    expect(item).toMatchObject({ leadId: lead.campaignClient, lead: { id: lead.campaignClient, lastName: 'Mazur' } });
    expect((await getLead(lead.campaignClient)).caseIds).toEqual([ids.case.otherClientDispute]);
    expect(await refusal(setCaseLead(ids.case.otherClientDispute, { leadId: 999 }))).toEqual({
      leadId: ['Nie znaleziono leadu.'],
    });
  });
});

describe('lead sources', () => {
  it('lists, adds and changes sources, and refuses deleting one still in use, naming where', async () => {
    expect((await listLeadSources()).map((s) => s.name)).toContain('Targi Energetyczne 2025');
    const added = await createLeadSource({ name: 'Webinar', isActive: true });
    expect(await patchLeadSource(added.id, { isActive: false })).toMatchObject({ name: 'Webinar', isActive: false });
    await deleteLeadSource(added.id);
    expect((await listLeadSources()).some((s) => s.id === added.id)).toBe(false);

    expect(await refusal(deleteLeadSource(1))).toMatch(
      /^Nie można usunąć źródła leadu „Strona internetowa”: .*lead.*kampani/,
    );
  });
});
