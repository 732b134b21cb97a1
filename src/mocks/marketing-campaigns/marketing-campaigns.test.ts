import {
  deleteMarketingCampaign,
  getMarketingCampaign,
  listMarketingCampaigns,
  patchMarketingCampaign,
  updateMarketingCampaign,
} from '@portal/sdk';
import type { Lead, LeadOutcome } from '@portal/sdk/model';
import { describe, expect, it } from 'vitest';
import { demoApi, failure } from '@/testing/demo-api';
import { campaignMessages } from '.';

const api = demoApi();

/** A lead of the campaign, added to the demo's records. */
function addLead(marketingCampaignId: number | null, outcome: LeadOutcome) {
  const lead: Lead = {
    id: 90_000 + api.db.leads.length,
    firstName: 'Jan',
    lastName: 'Testowy',
    source: 'External',
    outcome,
    marketingCampaignId,
    marketingCampaign: marketingCampaignId ? { id: marketingCampaignId, name: '' } : null,
  };
  api.db.leads.push(lead);
  return lead;
}

const countsOf = (id: number) => {
  const leads = api.db.leads.filter((lead) => lead.marketingCampaignId === id);
  return {
    leadsCount: leads.length,
    wonLeadsCount: leads.filter((lead) => lead.outcome === 'Won').length,
    lostLeadsCount: leads.filter((lead) => lead.outcome === 'Lost').length,
  };
};

const full = {
  name: 'Wiosna z leasingiem',
  description: null,
  targetKind: 'Campaign' as const,
  startDate: '2027-03-01',
  endDate: '2027-05-31',
  budget: 7500,
  departmentId: 5,
  productId: 20,
  leadSourceId: 3,
  isActive: true,
};

describe('the marketing campaigns of the demo', () => {
  it('lists the four campaigns (an array, newest first) with their leads counted from the leads', async () => {
    const before = countsOf(1);
    addLead(1, 'Won');
    addLead(1, 'Lost');
    addLead(1, 'InProgress');
    addLead(2, 'Won');
    const campaigns = await listMarketingCampaigns();
    expect(Array.isArray(campaigns)).toBe(true);
    expect(campaigns.map((c) => c.id)).toEqual([4, 3, 1, 2]);
    expect(campaigns.find((c) => c.id === 1)).toMatchObject({
      leadsCount: before.leadsCount + 3,
      wonLeadsCount: before.wonLeadsCount + 1,
      lostLeadsCount: before.lostLeadsCount + 1,
    });
    expect(await getMarketingCampaign(1)).toMatchObject({ name: 'Jesień z księgowością', ...countsOf(1) });
    expect(await getMarketingCampaign(2)).toMatchObject(countsOf(2));
  });

  it('a campaign that does not exist is not found', async () => {
    expect(await failure(getMarketingCampaign(999))).toMatchObject({
      status: 404,
      body: { title: campaignMessages.notFound },
    });
  });

  it('PUT replaces every field (one left out is cleared) and keeps the counts derived', async () => {
    const saved = await updateMarketingCampaign(1, { ...full, budget: undefined, departmentId: undefined });
    expect(saved).toMatchObject({ id: 1, name: 'Wiosna z leasingiem', productId: 20, ...countsOf(1) });
    const stored = api.db.marketingCampaigns.find((c) => c.id === 1)!;
    expect(stored.budget).toBeUndefined();
    expect(stored.departmentId).toBeUndefined();
    expect(stored.description).toBeNull();
    expect(stored.updatedById).toBe(api.actorId);
  });

  it('merge-patch changes only what it is given: ending a campaign', async () => {
    const ended = await patchMarketingCampaign(3, { isActive: false, endDate: '2026-11-22' });
    expect(ended).toMatchObject({ isActive: false, endDate: '2026-11-22', name: 'Leasing dla klientów portalu' });
    expect(ended.targetUserIds).toEqual([101, 110, 112]);
    expect((await patchMarketingCampaign(3, { endDate: null })).endDate).toBeNull();
  });

  it('refuses unknown references, naming each field, and changes nothing', async () => {
    const error = await failure(
      updateMarketingCampaign(1, { ...full, departmentId: 99, productId: 999, leadSourceId: 77 }),
    );
    expect(error).toMatchObject({
      status: 400,
      body: {
        errors: {
          departmentId: [campaignMessages.department],
          productId: [campaignMessages.product],
          leadSourceId: [campaignMessages.leadSource],
        },
      },
    });
    expect(await failure(patchMarketingCampaign(1, { leadSourceId: 77 }))).toMatchObject({
      status: 400,
      body: { errors: { leadSourceId: [campaignMessages.leadSource] } },
    });
    expect(
      await failure(patchMarketingCampaign(3, { targetKind: 'ApplicationUser', targetUserIds: [101, 98765] })),
    ).toMatchObject({ status: 400, body: { errors: { targetUserIds: [campaignMessages.targetUser] } } });
    expect(api.db.marketingCampaigns.find((c) => c.id === 1)).toMatchObject({
      name: 'Jesień z księgowością',
      leadSourceId: 1,
    });
  });

  it('refuses an end before the start, in a PUT and in a patch against the stored start', async () => {
    expect(await failure(updateMarketingCampaign(1, { ...full, endDate: '2027-02-28' }))).toMatchObject({
      status: 400,
      body: { errors: { endDate: [campaignMessages.endBeforeStart] } },
    });
    // campaign 1 starts on 2026-09-01
    expect(await failure(patchMarketingCampaign(1, { endDate: '2026-08-31' }))).toMatchObject({
      status: 400,
      body: { errors: { endDate: [campaignMessages.endBeforeStart] } },
    });
    expect((await patchMarketingCampaign(1, { endDate: '2026-09-01' })).endDate).toBe('2026-09-01');
  });

  it('holds the contract’s limits: a name, at most 200 characters; a budget not below 0', async () => {
    expect(await failure(patchMarketingCampaign(1, { name: '', budget: -1 }))).toMatchObject({
      status: 400,
      body: { errors: { name: expect.any(Array), budget: expect.any(Array) } },
    });
    expect(await failure(patchMarketingCampaign(1, { name: 'x'.repeat(201) }))).toMatchObject({ status: 400 });
  });

  it('a deleted campaign’s leads stay, without a campaign', async () => {
    const lead = addLead(2, 'Won');
    const other = addLead(1, 'None');
    await deleteMarketingCampaign(2);
    expect(api.db.marketingCampaigns.some((c) => c.id === 2)).toBe(false);
    expect(api.db.leads.find((l) => l.id === lead.id)).toMatchObject({
      marketingCampaignId: null,
      marketingCampaign: null,
    });
    expect(api.db.leads.find((l) => l.id === other.id)?.marketingCampaignId).toBe(1);
    expect(api.db.leads.filter((l) => l.marketingCampaignId === 2)).toEqual([]);
    expect(await failure(getMarketingCampaign(2))).toMatchObject({ status: 404 });
  });

  it('is for administrators and managers only', async () => {
    api.actAs('Manager');
    expect((await listMarketingCampaigns()).length).toBe(4);
    api.actAs('Client');
    expect(await failure(listMarketingCampaigns())).toMatchObject({ status: 403 });
    expect(await failure(deleteMarketingCampaign(1))).toMatchObject({ status: 403 });
  });
});
