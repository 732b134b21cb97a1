import { createFileRoute } from '@tanstack/react-router';
import { PATRON } from '@/app/access';
import { page } from '@/app/route-options';
import { CreateUserScreen } from '@/features/users/form/UserFormScreen';
import { userFormTexts } from '@/features/users/form/texts';

export const Route = createFileRoute('/patronClients/create')({
  ...page('Nowy podopieczny', PATRON),
  loader: ({ context }) =>
    import('@/features/users/form/api').then((api) => api.loadUserForm(context.queryClient, { admin: false })),
  component: function CreatePatronClient() {
    return (
      <CreateUserScreen
        admin={false}
        roles={['Client']}
        note={userFormTexts.hints.patronByServer}
        back={{ to: '/patronClients' }}
        done={(client) => ({ to: '/patronClients/$clientId', params: { clientId: client.id } })}
      />
    );
  },
});
