import { createFileRoute } from '@tanstack/react-router';
import { MANAGER } from '@/app/access';
import { ids, page } from '@/app/route-options';
import { ClientDetailsScreen } from '@/features/users/clients/ClientDetailsScreen';
import { clientFamilies } from '@/features/users/clients/families';

const family = clientFamilies.manager;

export const Route = createFileRoute('/managerClients/$clientId/')({
  ...page('Klient', MANAGER),
  params: ids('clientId'),
  loader: ({ context, params }) =>
    import('@/features/users/clients/api').then((api) =>
      api.prefetchClient(context.queryClient, family.key, params.clientId),
    ),
  component: function ManagerClient() {
    return <ClientDetailsScreen family={family} id={Route.useParams().clientId} />;
  },
});
