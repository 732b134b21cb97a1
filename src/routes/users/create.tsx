import { createFileRoute } from '@tanstack/react-router';
import { ADMIN } from '@/app/access';
import { page } from '@/app/route-options';
import { CreateUserScreen } from '@/features/users/form/UserFormScreen';

export const Route = createFileRoute('/users/create')({
  ...page('Nowy użytkownik', ADMIN),
  loader: ({ context }) =>
    import('@/features/users/form/api').then((api) => api.loadUserForm(context.queryClient, { admin: true })),
  component: function CreateUser() {
    return (
      <CreateUserScreen
        admin
        back={{ to: '/users' }}
        done={(user) => ({ to: '/users/$userId', params: { userId: user.id } })}
      />
    );
  },
});
