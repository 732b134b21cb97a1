import { Badge, Stack } from '@mantine/core';
import type { MarketingCampaign } from '@portal/sdk/model';
import { IconFlagCheck, IconUsers } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { linkOptions } from '@tanstack/react-router';
import dayjs from 'dayjs';
import { confirmAction } from '@/components/confirm';
import { ListFilters } from '@/components/lists/ListFilters';
import { ListResults } from '@/components/lists/ListResults';
import { ListTable, type ListColumn } from '@/components/lists/ListTable';
import { useListView } from '@/components/lists/use-list-view';
import { MutationError } from '@/components/MutationError';
import { notifySaved } from '@/components/notify-saved';
import { PageHeader } from '@/components/shell/PageHeader';
import { useDialogTarget } from '@/components/use-dialog-target';
import { formatAmount } from '@/copy/dates';
import { targetKindLabels } from '@/copy/sales-labels';
import { campaignsQuery, useCampaignReferences, useDeleteCampaign, usePatchCampaign } from './api';
import { CampaignDialog } from './CampaignDialog';
import { campaignList, type CampaignSearch, type CampaignSortField } from './list';
import { matchesText, sortCampaigns } from './campaign-views';
import { campaignTexts as texts } from './texts';

const { columns: headers } = texts;

/** The day a campaign ended now gets: today, unless it ends earlier already; never before its start. */
export function endDateOnEnding(campaign: Pick<MarketingCampaign, 'startDate' | 'endDate'>, today: string) {
  if (campaign.endDate && campaign.endDate <= today) return campaign.endDate;
  return campaign.startDate > today ? campaign.startDate : today;
}

const nameOf = (names: ReadonlyMap<number, string>, id: number | null | undefined) =>
  id === null || id === undefined ? null : names.get(id);

const leadsLink = (campaign: MarketingCampaign) =>
  linkOptions({ to: '/marketingCampaigns/leads', search: { campaignId: campaign.id } });

/**
 * `/marketingCampaigns` (administrators and managers): the campaigns the marketing system sends, searched and
 * sorted in the address; each one leads to its leads, and is edited in a dialog, ended or deleted after a
 * confirmation (its leads stay, without the campaign). The API cannot create a campaign, so there is no "add".
 */
export function CampaignsScreen({ search }: { search: CampaignSearch }) {
  const list = useListView(campaignList, search);
  const { view } = list;
  const campaigns = useQuery(campaignsQuery());
  const references = useCampaignReferences();
  const dialog = useDialogTarget<MarketingCampaign>();
  const patch = usePatchCampaign();
  const remove = useDeleteCampaign();
  const shown =
    campaigns.data &&
    sortCampaigns(
      campaigns.data.filter((campaign) => matchesText(view.search, campaign.name, campaign.description)),
      view.sortBy,
      list.sort.order,
    );

  const columns: ListColumn<MarketingCampaign, CampaignSortField>[] = [
    { key: 'name', header: headers.name, sort: 'name', value: (c) => c.name, link: leadsLink, minWidth: 180 },
    { key: 'targetKind', header: headers.targetKind, value: (c) => targetKindLabels[c.targetKind] },
    {
      key: 'dates',
      header: headers.dates,
      sort: 'startDate',
      value: (c) => texts.dates(c.startDate, c.endDate),
      nowrap: true,
    },
    {
      key: 'budget',
      header: headers.budget,
      sort: 'budget',
      value: (c) => (c.budget === null || c.budget === undefined ? null : formatAmount(c.budget)),
      align: 'right',
      nowrap: true,
      phone: 'labelled',
    },
    { key: 'department', header: headers.department, value: (c) => nameOf(references.departments, c.departmentId) },
    { key: 'product', header: headers.product, value: (c) => nameOf(references.products, c.productId) },
    { key: 'leadSource', header: headers.leadSource, value: (c) => nameOf(references.leadSources, c.leadSourceId) },
    {
      key: 'active',
      header: headers.active,
      value: (c) => (c.isActive ? texts.active : texts.ended),
      cell: (c) => (
        <Badge variant="light" color={c.isActive ? 'green' : 'gray'} tt="none" miw="max-content">
          {c.isActive ? texts.active : texts.ended}
        </Badge>
      ),
    },
    {
      key: 'leads',
      header: headers.leads,
      sort: 'leadsCount',
      value: (c) => c.leadsCount ?? 0,
      align: 'right',
      phone: 'labelled',
    },
    {
      key: 'won',
      header: headers.won,
      sort: 'wonLeadsCount',
      value: (c) => c.wonLeadsCount ?? 0,
      align: 'right',
      phone: 'labelled',
    },
  ];

  const end = (campaign: MarketingCampaign) => {
    const endDate = endDateOnEnding(campaign, dayjs().format('YYYY-MM-DD'));
    confirmAction({
      title: texts.end.title,
      message:
        endDate === campaign.endDate
          ? texts.end.messageKeepsEnd(campaign.name)
          : texts.end.message(campaign.name, endDate),
      confirmLabel: texts.end.confirm,
      onConfirm: () =>
        patch.mutate(
          { id: campaign.id, data: { isActive: false, endDate } },
          { onSuccess: () => notifySaved(campaign.name, texts.end.done) },
        ),
    });
  };

  return (
    <Stack gap="md">
      <PageHeader intro={texts.intro} />
      <ListFilters
        list={list}
        filters={[{ kind: 'search', key: 'search', label: texts.search, placeholder: texts.searchPlaceholder }]}
      />
      <MutationError error={patch.error ?? remove.error} />
      <ListResults
        query={{ isPending: campaigns.isPending, error: campaigns.error, data: shown }}
        list={list}
        texts={texts}
      >
        {(items) => (
          <ListTable
            label={texts.list}
            rows={items}
            rowKey={(campaign) => campaign.id}
            columns={columns}
            minWidth={1100}
            sort={list.sort}
            striped
            highlightOnHover
            actions={{
              name: (campaign) => campaign.name,
              busy: (campaign) =>
                (patch.isPending && patch.variables?.id === campaign.id) ||
                (remove.isPending && remove.variables?.id === campaign.id),
              more: (campaign) => [
                { label: texts.leadsLink, icon: <IconUsers size={16} aria-hidden />, run: leadsLink(campaign) },
                ...(campaign.isActive
                  ? [
                      {
                        label: texts.end.action,
                        icon: <IconFlagCheck size={16} aria-hidden />,
                        run: () => end(campaign),
                      },
                    ]
                  : []),
              ],
              edit: (campaign) => () => dialog.open(campaign),
              remove: (campaign) => ({
                title: texts.remove.title,
                message: texts.remove.message(campaign.name, campaign.leadsCount ?? 0),
                onConfirm: () =>
                  remove.mutate(
                    { id: campaign.id },
                    { onSuccess: () => notifySaved(campaign.name, texts.remove.done) },
                  ),
              }),
            }}
          />
        )}
      </ListResults>
      <CampaignDialog campaign={dialog.target} opened={dialog.opened} opening={dialog.opening} onClose={dialog.close} />
    </Stack>
  );
}
