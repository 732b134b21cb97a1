import { createFileRoute } from '@tanstack/react-router';
import { ADMIN_MANAGER } from '@/app/access';
import { page } from '@/app/route-options';
import { settlementList } from '@/features/settlements/staff/list';
import { SettlementsScreen } from '@/features/settlements/staff/SettlementsScreen';

export const Route = createFileRoute('/settlements')({
  ...page('Rozliczenia', ADMIN_MANAGER),
  validateSearch: settlementList.validateSearch,
  loaderDeps: settlementList.loaderDeps,
  loader: ({ context, deps }) =>
    import('@/features/settlements/staff/api').then((api) =>
      context.queryClient.ensureQueryData(api.settlementListQuery(settlementList.params(deps))),
    ),
  component: function Settlements() {
    return <SettlementsScreen search={Route.useSearch()} />;
  },
});
