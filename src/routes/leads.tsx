import { createFileRoute } from '@tanstack/react-router';
import { ADMIN_MANAGER } from '@/app/access';
import { page } from '@/app/route-options';
import { leadsList } from '@/features/leads/list';
import { LeadsScreen } from '@/features/leads/LeadsScreen';

export const Route = createFileRoute('/leads')({
  ...page('Leady', ADMIN_MANAGER),
  ...leadsList.route((params) => import('@/features/leads/api').then((api) => api.leadsQuery(params))),
  component: function Leads() {
    return <LeadsScreen search={Route.useSearch()} />;
  },
});
