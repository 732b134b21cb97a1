import * as mocks from '@portal/sdk/mocks/marketing-campaigns';
import type { MarketingCampaign, MarketingCampaignPatch } from '@portal/sdk/model';
import type { DemoDb } from '@/mocks/db/db';
import { actingUserId } from '@/mocks/shared/acting-user';
import { notFound, type FieldErrors } from '@/mocks/shared/answers';
import type { MockContext } from '@/mocks/shared/context';
import { compareValues } from '@/mocks/shared/lists';
import { intParam, nowIso } from '@/mocks/shared/request';
import { lazySchemas, validBody } from '@/mocks/shared/validation';

const schemas = lazySchemas(() => import('@portal/sdk/zod/marketing-campaigns'));

/** The fields PUT replaces (a field left out is cleared); the id, the audit fields and the counts stay. */
const STORED = [
  'name',
  'description',
  'targetKind',
  'targetUserIds',
  'startDate',
  'endDate',
  'budget',
  'departmentId',
  'productId',
  'leadSourceId',
  'isActive',
] as const satisfies readonly (keyof MarketingCampaign)[];

export const campaignMessages = {
  notFound: 'Nie znaleziono kampanii marketingowej',
  department: 'Nie znaleziono departamentu.',
  product: 'Nie znaleziono produktu.',
  leadSource: 'Nie znaleziono źródła leadów.',
  targetUser: 'Nie znaleziono użytkownika.',
  endBeforeStart: 'Data zakończenia nie może być wcześniejsza niż data rozpoczęcia.',
};

/**
 * What the contract cannot say of a campaign: the department, product, lead source and target users it is given
 * exist, and (with the values it keeps, `current`, for a merge-patch) it does not end before it starts.
 */
function campaignRules(db: DemoDb, campaign: MarketingCampaignPatch, current?: MarketingCampaign): FieldErrors {
  const { startDate, endDate } = { ...current, ...campaign };
  const known = (id: number | null | undefined, records: readonly { id: number }[], message: string) =>
    id === null || id === undefined || records.some((record) => record.id === id) ? [] : [message];
  return {
    departmentId: known(campaign.departmentId, db.departments, campaignMessages.department),
    productId: known(campaign.productId, db.products, campaignMessages.product),
    leadSourceId: known(campaign.leadSourceId, db.leadSources, campaignMessages.leadSource),
    targetUserIds: (campaign.targetUserIds ?? []).every((id) => db.users.some((user) => user.id === id))
      ? []
      : [campaignMessages.targetUser],
    endDate: endDate && startDate && endDate < startDate ? [campaignMessages.endBeforeStart] : [],
  };
}

/** Newest first: by start date, then by id. */
const byStart = (a: MarketingCampaign, b: MarketingCampaign) => compareValues(b.startDate, a.startDate) || b.id - a.id;

/**
 * Marketing campaigns: they come from the marketing system, so the API lists, reads, changes and deletes them but
 * cannot create one. The counts of their leads (all, won, lost) are counted from the leads when answered; a deleted
 * campaign's leads stay, without a campaign.
 */
export const marketingCampaignsHandlers = ({ db }: MockContext) => {
  const find = (id: string | readonly string[] | undefined) => {
    const campaign = db.marketingCampaigns.find((c) => c.id === intParam(id));
    if (!campaign) throw notFound(campaignMessages.notFound);
    return campaign;
  };
  const answered = (campaign: MarketingCampaign): MarketingCampaign => {
    const leads = db.leads.filter((lead) => lead.marketingCampaignId === campaign.id);
    return {
      ...structuredClone(campaign),
      leadsCount: leads.length,
      wonLeadsCount: leads.filter((lead) => lead.outcome === 'Won').length,
      lostLeadsCount: leads.filter((lead) => lead.outcome === 'Lost').length,
    };
  };
  /** Stores the change; the leads' copies of the campaign's name follow. */
  const written = (campaign: MarketingCampaign, request: Request) => {
    Object.assign(campaign, { updatedAt: nowIso(), updatedById: actingUserId(request) ?? null });
    if (campaign.targetKind === 'Campaign') campaign.targetUserIds = [];
    for (const lead of db.leads)
      if (lead.marketingCampaignId === campaign.id) lead.marketingCampaign = { id: campaign.id, name: campaign.name };
    db.save();
    return answered(campaign);
  };

  return [
    mocks.getListMarketingCampaignsMockHandler(() => [...db.marketingCampaigns].sort(byStart).map(answered)),
    mocks.getGetMarketingCampaignMockHandler(({ params }) => answered(find(params.id))),
    mocks.getUpdateMarketingCampaignMockHandler(async ({ params, request }) => {
      const campaign = find(params.id);
      const input = await validBody((await schemas()).UpdateMarketingCampaignBody, request, (values) =>
        campaignRules(db, values),
      );
      for (const key of STORED) delete campaign[key as keyof MarketingCampaign];
      return written(Object.assign(campaign, { targetUserIds: [], ...input }), request);
    }),
    // merge-patch: the given fields change, null clears a nullable one; the rules hold for the result
    mocks.getPatchMarketingCampaignMockHandler(async ({ params, request }) => {
      const campaign = find(params.id);
      const input = await validBody((await schemas()).PatchMarketingCampaignBody, request, (values) =>
        campaignRules(db, values, campaign),
      );
      return written(Object.assign(campaign, input), request);
    }),
    mocks.getDeleteMarketingCampaignMockHandler(({ params }) => {
      const campaign = find(params.id);
      for (const lead of db.leads)
        if (lead.marketingCampaignId === campaign.id)
          Object.assign(lead, { marketingCampaignId: null, marketingCampaign: null });
      db.marketingCampaigns.splice(db.marketingCampaigns.indexOf(campaign), 1);
      db.save();
    }),
  ];
};
