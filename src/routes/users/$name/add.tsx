import { createFileRoute } from '@tanstack/react-router';
import { ADMIN } from '@/app/access';
import { page } from '@/app/route-options';
import { roleOfSlug, roleSlugParam } from '@/features/users/form/role-slugs';
import { CreateUserScreen } from '@/features/users/form/UserFormScreen';

export const Route = createFileRoute('/users/$name/add')({
  ...page('Nowy użytkownik', ADMIN),
  params: { parse: ({ name }) => ({ name: roleSlugParam(name) }), stringify: ({ name }) => ({ name }) },
  loader: ({ context }) =>
    import('@/features/users/form/api').then((api) => api.loadUserForm(context.queryClient, { admin: true })),
  component: function AddUserOfRole() {
    const role = roleOfSlug(Route.useParams().name)!;
    const list = { to: '/users', search: { role } } as const;
    return <CreateUserScreen admin roles={[role]} back={list} done={() => list} />;
  },
});
