import { createFileRoute } from '@tanstack/react-router';
import { ADMIN_MANAGER } from '@/app/access';
import { page } from '@/app/route-options';
import { overdueList } from '@/features/overdue-settlements/list';
import { OverdueSettlementsScreen } from '@/features/overdue-settlements/OverdueSettlementsScreen';

export const Route = createFileRoute('/overdueSettlements')({
  ...page('Zaległe rozliczenia', ADMIN_MANAGER),
  validateSearch: overdueList.validateSearch,
  loaderDeps: overdueList.loaderDeps,
  loader: ({ context, deps }) =>
    import('@/features/overdue-settlements/api').then((api) => api.prefetchOverdue(context.queryClient, deps)),
  component: function OverdueSettlements() {
    return <OverdueSettlementsScreen search={Route.useSearch()} />;
  },
});
