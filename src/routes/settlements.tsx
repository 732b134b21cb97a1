import { createFileRoute } from '@tanstack/react-router';
import { ADMIN_MANAGER } from '@/app/access';
import { page } from '@/app/route-options';
import { parseSettlementListSearch } from '@/features/settlements/staff/list-search';
import { SettlementsScreen } from '@/features/settlements/staff/SettlementsScreen';

export const Route = createFileRoute('/settlements')({
  ...page('Rozliczenia', ADMIN_MANAGER),
  validateSearch: parseSettlementListSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    import('@/features/settlements/staff/api').then((api) =>
      context.queryClient.ensureQueryData(api.settlementListQuery(deps)),
    ),
  component: function Settlements() {
    return <SettlementsScreen search={Route.useSearch()} />;
  },
});
