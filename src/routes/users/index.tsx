import { createFileRoute } from '@tanstack/react-router';
import { ADMIN } from '@/app/access';
import { page } from '@/app/route-options';
import { usersList } from '@/features/users/list/list';
import { UsersListScreen } from '@/features/users/list/UsersListScreen';

export const Route = createFileRoute('/users/')({
  ...page('Użytkownicy', ADMIN),
  ...usersList.route((params) => import('@/features/users/list/api').then((api) => api.usersListQuery(params))),
  component: function Users() {
    return <UsersListScreen search={Route.useSearch()} />;
  },
});
