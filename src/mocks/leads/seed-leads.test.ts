import { describe, expect, it } from 'vitest';
import { isValidNip } from '@/lib/registry-numbers';
import { cases } from '@/mocks/db/seed-cases';
import { ids } from '@/mocks/db/seed-ids';
import { leads, leadSources, marketingCampaigns } from '@/mocks/db/seed-sales';

const count = <T>(items: T[], key: (item: T) => unknown) =>
  items.reduce<Record<string, number>>((counts, item) => {
    const name = String(key(item));
    counts[name] = (counts[name] ?? 0) + 1;
    return counts;
  }, {});

describe('the seeded leads', () => {
  it('are forty, from 2026-07-22 to the demo’s today, with stable ids 1–40', () => {
    expect(leads.map((l) => l.id)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    for (const lead of leads)
      expect(lead.createdAt! >= '2026-07-22' && lead.createdAt! <= '2026-11-22T23:59').toBe(true);
  });

  it('mix outcomes, kinds of source and sales people (the demo manager has the most)', () => {
    expect(count(leads, (l) => l.outcome)).toEqual({ None: 12, InProgress: 12, Won: 10, Lost: 6 });
    expect(Object.keys(count(leads, (l) => l.source)).sort()).toEqual(['External', 'InHouse', 'Other', 'Personal']);
    const sales = count(leads, (l) => l.salesId);
    expect(Object.keys(sales).sort()).toEqual(['103', '130', '131', '132']);
    expect(Math.max(...Object.values(sales))).toBe(sales[ids.person.manager]);
  });

  it('have valid NIPs; the inactive source only before September; campaigns within their dates and sources', () => {
    for (const lead of leads) if (lead.nip) expect(isValidNip(lead.nip), lead.nip).toBe(true);
    const inactive = leadSources.filter((s) => !s.isActive).map((s) => s.id);
    for (const lead of leads.filter((l) => inactive.includes(l.leadSourceId!)))
      expect(lead.createdAt! < '2026-09-01').toBe(true);
    for (const lead of leads.filter((l) => l.marketingCampaignId)) {
      const campaign = marketingCampaigns.find((c) => c.id === lead.marketingCampaignId)!;
      expect(lead.createdAt!.slice(0, 10) >= campaign.startDate!).toBe(true);
      if (campaign.endDate) expect(lead.createdAt!.slice(0, 10) <= campaign.endDate).toBe(true);
      expect(lead.leadSourceId).toBe(campaign.leadSourceId);
      if (campaign.targetKind === 'ApplicationUser') expect(campaign.targetUserIds).toContain(lead.clientId);
    }
  });

  it('the converted ones name their client, and the cases made from them are that client’s', () => {
    const linked = cases.filter((c) => c.leadId);
    expect(linked.length).toBeGreaterThanOrEqual(3);
    for (const item of linked) {
      const lead = leads.find((l) => l.id === item.leadId)!;
      expect(lead).toMatchObject({ outcome: 'Won', clientId: item.clientId });
    }
    expect(linked.filter((c) => c.leadId === ids.lead.converted).map((c) => c.id)).toEqual([1015, 1028]);
    expect(leads.find((l) => l.id === ids.lead.wonWithoutClient)).toMatchObject({ outcome: 'Won', clientId: null });
    expect(leads.find((l) => l.id === ids.lead.fromInactiveSource)?.leadSourceId).toBe(5);
  });
});
