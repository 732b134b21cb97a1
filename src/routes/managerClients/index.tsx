import { createFileRoute } from '@tanstack/react-router';
import { MANAGER } from '@/app/access';
import { page } from '@/app/route-options';
import { ClientListScreen } from '@/features/users/clients/ClientListScreen';
import { clientFamilies } from '@/features/users/clients/families';

const family = clientFamilies.manager;

export const Route = createFileRoute('/managerClients/')({
  ...page('Twoi klienci', MANAGER),
  validateSearch: family.search.validateSearch,
  loaderDeps: family.search.loaderDeps,
  loader: ({ context, deps }) =>
    import('@/features/users/clients/api').then((api) =>
      api.prefetchClientList(context.queryClient, family.key, family.search.params(deps)),
    ),
  component: function ManagerClients() {
    return <ClientListScreen family={family} search={Route.useSearch()} />;
  },
});
