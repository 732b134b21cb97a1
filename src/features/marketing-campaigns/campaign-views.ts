import type { MarketingCampaign } from '@portal/sdk/model';
import type { SortOrder } from '@/components/lists/list-search';
import type { CampaignSortField } from './list';

/** Text for a case-insensitive search: lower case, without Polish diacritics. */
const plain = (value: string | null | undefined) =>
  (value ?? '')
    .toLowerCase()
    .replace(/ł/g, 'l')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

/** Whether any of the texts holds the search (no search: every one does). */
export const matchesText = (search: string | undefined, ...texts: (string | null | undefined)[]) =>
  !search || texts.some((text) => plain(text).includes(plain(search)));

const sortValue: Record<CampaignSortField, (campaign: MarketingCampaign) => string | number> = {
  name: (campaign) => campaign.name,
  startDate: (campaign) => campaign.startDate,
  budget: (campaign) => campaign.budget ?? -1,
  leadsCount: (campaign) => campaign.leadsCount ?? 0,
  wonLeadsCount: (campaign) => campaign.wonLeadsCount ?? 0,
};

/** The campaigns in the list's order (ties by name). */
export function sortCampaigns(campaigns: readonly MarketingCampaign[], by: CampaignSortField, order: SortOrder) {
  const sign = order === 'asc' ? 1 : -1;
  const compare = (a: string | number, b: string | number) =>
    typeof a === 'number' && typeof b === 'number' ? a - b : String(a).localeCompare(String(b), 'pl');
  return [...campaigns].sort(
    (a, b) => sign * compare(sortValue[by](a), sortValue[by](b)) || a.name.localeCompare(b.name, 'pl'),
  );
}
