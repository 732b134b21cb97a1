import { createFileRoute } from '@tanstack/react-router';
import { PATRON } from '@/app/access';
import { page } from '@/app/route-options';
import { ClientListScreen } from '@/features/users/clients/ClientListScreen';
import { clientFamilies } from '@/features/users/clients/families';

const family = clientFamilies.patron;

export const Route = createFileRoute('/patronClients/')({
  ...page('Podopieczni', PATRON),
  validateSearch: family.search.validateSearch,
  loaderDeps: family.search.loaderDeps,
  loader: ({ context, deps }) =>
    import('@/features/users/clients/api').then((api) =>
      api.prefetchClientList(context.queryClient, family.key, family.search.params(deps)),
    ),
  component: function PatronClients() {
    return <ClientListScreen family={family} search={Route.useSearch()} />;
  },
});
