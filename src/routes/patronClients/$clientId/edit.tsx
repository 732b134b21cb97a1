import { createFileRoute } from '@tanstack/react-router';
import { PATRON } from '@/app/access';
import { ids, page } from '@/app/route-options';
import { EditUserScreen } from '@/features/users/form/UserFormScreen';

export const Route = createFileRoute('/patronClients/$clientId/edit')({
  ...page('Edycja podopiecznego', PATRON),
  params: ids('clientId'),
  loader: ({ context, params }) =>
    import('@/features/users/form/api').then((api) =>
      api.loadUserForEdit(context.queryClient, params.clientId, { admin: false }),
    ),
  component: function EditPatronClient() {
    const { clientId } = Route.useParams();
    const details = { to: '/patronClients/$clientId', params: { clientId } } as const;
    return <EditUserScreen id={clientId} admin={false} back={details} done={() => details} />;
  },
});
