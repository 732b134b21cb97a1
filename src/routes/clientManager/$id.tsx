import { createFileRoute } from '@tanstack/react-router';
import { CLIENT } from '@/app/access';
import { ids, page } from '@/app/route-options';
import { ClientManagerScreen } from '@/features/users/experts/ClientManagerScreen';

export const Route = createFileRoute('/clientManager/$id')({
  ...page('Twój manager', CLIENT),
  params: ids('id'),
  loader: ({ context, params }) =>
    import('@/features/users/experts/api').then((api) => api.loadClientManager(context.queryClient, params.id)),
  component: function ClientManager() {
    return <ClientManagerScreen id={Route.useParams().id} />;
  },
});
