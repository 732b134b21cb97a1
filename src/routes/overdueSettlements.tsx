import { createFileRoute } from '@tanstack/react-router';
import { ADMIN_MANAGER } from '@/app/access';
import { page } from '@/app/route-options';
import { overdueSearchOptions } from '@/features/overdue-settlements/overdue-search';
import { OverdueSettlementsScreen } from '@/features/overdue-settlements/OverdueSettlementsScreen';

export const Route = createFileRoute('/overdueSettlements')({
  ...page('Zaległe rozliczenia', ADMIN_MANAGER),
  ...overdueSearchOptions,
  loader: ({ context, deps }) =>
    import('@/features/overdue-settlements/api').then((api) => api.prefetchOverdue(context.queryClient, deps)),
  component: function OverdueSettlements() {
    return <OverdueSettlementsScreen search={Route.useSearch()} />;
  },
});
