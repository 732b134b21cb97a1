import { createFileRoute } from '@tanstack/react-router';
import { ADMIN_MANAGER } from '@/app/access';
import { page } from '@/app/route-options';
import { settlementList } from '@/features/settlements/staff/list';
import { SettlementsScreen } from '@/features/settlements/staff/SettlementsScreen';

export const Route = createFileRoute('/settlements')({
  ...page('Rozliczenia', ADMIN_MANAGER),
  ...settlementList.route((params) =>
    import('@/features/settlements/staff/api').then((api) => api.settlementListQuery(params)),
  ),
  component: function Settlements() {
    return <SettlementsScreen search={Route.useSearch()} />;
  },
});
