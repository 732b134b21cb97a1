import { createFileRoute } from '@tanstack/react-router';
import { MANAGER } from '@/app/access';
import { page } from '@/app/route-options';
import { CreateUserScreen } from '@/features/users/form/UserFormScreen';

export const Route = createFileRoute('/managerClients/create')({
  ...page('Nowy klient', MANAGER),
  loader: ({ context }) =>
    import('@/features/users/form/api').then((api) => api.loadUserForm(context.queryClient, { admin: false })),
  component: function CreateManagerClient() {
    return (
      <CreateUserScreen
        admin={false}
        roles={['Client']}
        back={{ to: '/managerClients' }}
        done={(client) => ({ to: '/managerClients/$clientId', params: { clientId: client.id } })}
      />
    );
  },
});
