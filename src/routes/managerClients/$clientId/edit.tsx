import { createFileRoute } from '@tanstack/react-router';
import { MANAGER } from '@/app/access';
import { ids, page } from '@/app/route-options';
import { EditUserScreen } from '@/features/users/form/UserFormScreen';

export const Route = createFileRoute('/managerClients/$clientId/edit')({
  ...page('Edycja klienta', MANAGER),
  params: ids('clientId'),
  loader: ({ context, params }) =>
    import('@/features/users/form/api').then((api) =>
      api.loadUserForEdit(context.queryClient, params.clientId, { admin: false }),
    ),
  component: function EditManagerClient() {
    const { clientId } = Route.useParams();
    const details = { to: '/managerClients/$clientId', params: { clientId } } as const;
    return <EditUserScreen id={clientId} admin={false} back={details} done={() => details} />;
  },
});
