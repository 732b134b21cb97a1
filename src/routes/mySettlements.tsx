import { createFileRoute } from '@tanstack/react-router';
import { strictSearch } from '@/lib/strict-search';
import { CLIENT } from '@/app/access';
import { page } from '@/app/route-options';
import { MySettlementsScreen } from '@/features/settlements/MySettlementsScreen';
import { parseSettlementsSearch } from '@/features/settlements/settlements-search';

export const Route = createFileRoute('/mySettlements')({
  ...page('Twoje rozliczenia', CLIENT),
  validateSearch: strictSearch(parseSettlementsSearch),
  loader: ({ context }) =>
    import('@/features/settlements/api').then((api) =>
      context.queryClient.ensureQueryData(api.clientSettlementsQuery()),
    ),
  component: function MySettlements() {
    return <MySettlementsScreen search={Route.useSearch()} />;
  },
});
