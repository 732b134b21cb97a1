import { createFileRoute } from '@tanstack/react-router';
import { PATRON } from '@/app/access';
import { ids, page } from '@/app/route-options';
import { ClientDetailsScreen } from '@/features/users/clients/ClientDetailsScreen';
import { clientFamilies } from '@/features/users/clients/families';

const family = clientFamilies.patron;

export const Route = createFileRoute('/patronClients/$clientId/')({
  ...page('Podopieczny', PATRON),
  params: ids('clientId'),
  loader: ({ context, params }) =>
    import('@/features/users/clients/api').then((api) =>
      api.prefetchClient(context.queryClient, family.key, params.clientId),
    ),
  component: function PatronClient() {
    return <ClientDetailsScreen family={family} id={Route.useParams().clientId} />;
  },
});
