import { createFileRoute } from '@tanstack/react-router';
import { ADMIN } from '@/app/access';
import { ids, page } from '@/app/route-options';
import { EditUserScreen } from '@/features/users/form/UserFormScreen';

export const Route = createFileRoute('/users/$userId/edit')({
  ...page('Edycja użytkownika', ADMIN),
  params: ids('userId'),
  loader: ({ context, params }) =>
    import('@/features/users/form/api').then((api) =>
      api.loadUserForEdit(context.queryClient, params.userId, { admin: true }),
    ),
  component: function EditUser() {
    const { userId } = Route.useParams();
    const details = { to: '/users/$userId', params: { userId } } as const;
    return <EditUserScreen id={userId} admin back={details} done={() => details} />;
  },
});
