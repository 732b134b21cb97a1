import { createFileRoute } from '@tanstack/react-router';
import { ADMIN_MANAGER } from '@/app/access';
import { page } from '@/app/route-options';
import { LeadsTable } from '@/features/leads/LeadsTable';
import { CampaignLeadsScreen } from '@/features/marketing-campaigns/CampaignLeadsScreen';
import { campaignLeadsSearch } from '@/features/marketing-campaigns/list';
import { campaignTexts } from '@/features/marketing-campaigns/texts';

export const Route = createFileRoute('/marketingCampaigns/leads')({
  ...page('Leady kampanii', ADMIN_MANAGER),
  validateSearch: campaignLeadsSearch,
  loader: ({ context }) =>
    import('@/features/marketing-campaigns/api').then((api) =>
      context.queryClient.ensureQueryData(api.campaignsQuery()),
    ),
  component: function CampaignLeads() {
    return (
      <CampaignLeadsScreen
        search={Route.useSearch()}
        // the campaign's leads on the leads' own table, without the campaign's column
        leads={(campaign) => (
          <LeadsTable
            params={{ marketingCampaignId: campaign.id }}
            label={campaignTexts.leads.table(campaign.name)}
            hide={['campaign']}
            empty={campaignTexts.leads.empty}
          />
        )}
      />
    );
  },
});
