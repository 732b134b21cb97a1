import { createFileRoute } from '@tanstack/react-router';
import { ADMIN_MANAGER } from '@/app/access';
import { page } from '@/app/route-options';
import { clientSettlementList } from '@/features/settlements/clients/list';
import { ClientSettlementsScreen } from '@/features/settlements/clients/ClientSettlementsScreen';

export const Route = createFileRoute('/clientSettlements')({
  ...page('Rozliczenia klientów', ADMIN_MANAGER),
  validateSearch: clientSettlementList.validateSearch,
  loaderDeps: clientSettlementList.loaderDeps,
  // a failure is the screen's to say, in place
  loader: ({ context, deps }) =>
    import('@/features/settlements/clients/api').then((api) =>
      context.queryClient.prefetchQuery(api.clientSettlementsPageQuery(clientSettlementList.view(deps).search, 1)),
    ),
  component: function ClientSettlements() {
    return <ClientSettlementsScreen search={Route.useSearch()} />;
  },
});
