import { Paper, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ComboboxItem, ComboboxItemGroup } from '@mantine/core';
import type { MarketingCampaign } from '@portal/sdk/model';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { AnchorLink } from '@/components/links';
import { QueryState } from '@/components/QueryState';
import { PageHeader } from '@/components/shell/PageHeader';
import { formatAmount } from '@/copy/dates';
import { campaignsQuery } from './api';
import type { CampaignLeadsSearch } from './list';
import { campaignTexts } from './texts';

const texts = campaignTexts.leads;

/** The picker's choices: the active campaigns, then the ended ones, each group in the list's order. */
const campaignOptions = (campaigns: readonly MarketingCampaign[]): ComboboxItemGroup<ComboboxItem>[] =>
  [
    { group: campaignTexts.active, items: campaigns.filter((c) => c.isActive) },
    { group: campaignTexts.ended, items: campaigns.filter((c) => !c.isActive) },
  ]
    .filter(({ items }) => items.length > 0)
    .map(({ group, items }) => ({ group, items: items.map((c) => ({ value: String(c.id), label: c.name })) }));

/** Cost per won lead: the budget over the won leads; none when nothing was won or there is no budget. */
export const costPerWonLead = (campaign: Pick<MarketingCampaign, 'budget' | 'wonLeadsCount'>) =>
  campaign.budget !== null && campaign.budget !== undefined && (campaign.wonLeadsCount ?? 0) > 0
    ? campaign.budget / campaign.wonLeadsCount!
    : null;

function CampaignSummary({ campaign }: { campaign: MarketingCampaign }) {
  const cost = costPerWonLead(campaign);
  const figures: [string, string | number][] = [
    [texts.leads, campaign.leadsCount ?? 0],
    [texts.won, campaign.wonLeadsCount ?? 0],
    [texts.lost, campaign.lostLeadsCount ?? 0],
    [
      texts.budget,
      campaign.budget === null || campaign.budget === undefined ? texts.none : formatAmount(campaign.budget),
    ],
    [texts.costPerWon, cost === null ? texts.none : formatAmount(cost)],
  ];
  return (
    <Paper component="section" aria-label={texts.summary} withBorder radius="md" p="md">
      <SimpleGrid component="dl" cols={{ base: 2, sm: 3, lg: 5 }} spacing="md" verticalSpacing="sm" m={0}>
        {figures.map(([label, value]) => (
          <div key={label}>
            <Text component="dt" size="sm" c="dimmed">
              {label}
            </Text>
            <Text component="dd" fw={600} fz="lg" m={0} style={{ whiteSpace: 'nowrap' }}>
              {value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Paper>
  );
}

export interface CampaignLeadsScreenProps {
  search: CampaignLeadsSearch;
  /** The campaign's leads: the leads table filtered by the campaign (given by the route). */
  leads: (campaign: MarketingCampaign) => ReactNode;
}

/**
 * `/marketingCampaigns/leads?campaignId=3` (administrators and managers): a campaign chosen in the address (none:
 * the first active one), the figures of what it brought (leads, won, lost, the cost of a won lead) and its leads.
 */
export function CampaignLeadsScreen({ search, leads }: CampaignLeadsScreenProps) {
  const campaigns = useQuery(campaignsQuery());
  const navigate = useNavigate();
  const all = campaigns.data ?? [];
  const chosenId = search.campaignId ?? all.find((campaign) => campaign.isActive)?.id;
  const campaign = all.find((c) => c.id === chosenId);

  return (
    <Stack gap="md">
      <PageHeader
        actions={
          <AnchorLink to="/marketingCampaigns" size="sm">
            {texts.backToList}
          </AnchorLink>
        }
      />
      <QueryState query={campaigns}>
        {all.length === 0 ? (
          <Text c="dimmed" role="status">
            {texts.noCampaigns}
          </Text>
        ) : (
          <Stack gap="md">
            <Select
              label={texts.picker}
              placeholder={texts.pickerPlaceholder}
              data={campaignOptions(all)}
              value={campaign ? String(campaign.id) : null}
              onChange={(value) =>
                value && void navigate({ to: '/marketingCampaigns/leads', search: { campaignId: Number(value) } })
              }
              allowDeselect={false}
              searchable
              maw={480}
            />
            {campaign ? (
              <>
                <CampaignSummary campaign={campaign} />
                {leads(campaign)}
              </>
            ) : (
              <Text c="dimmed" role="status">
                {search.campaignId ? texts.notFound : texts.choose}
              </Text>
            )}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
