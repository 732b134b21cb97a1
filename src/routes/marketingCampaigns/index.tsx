import { createFileRoute } from '@tanstack/react-router';
import { ADMIN_MANAGER } from '@/app/access';
import { page } from '@/app/route-options';
import { CampaignsScreen } from '@/features/marketing-campaigns/CampaignsScreen';
import { campaignList } from '@/features/marketing-campaigns/list';

export const Route = createFileRoute('/marketingCampaigns/')({
  ...page('Kampanie marketingowe', ADMIN_MANAGER),
  validateSearch: campaignList.validateSearch,
  loader: ({ context }) =>
    import('@/features/marketing-campaigns/api').then((api) =>
      context.queryClient.ensureQueryData(api.campaignsQuery()),
    ),
  component: function MarketingCampaigns() {
    return <CampaignsScreen search={Route.useSearch()} />;
  },
});
