import { createFileRoute } from '@tanstack/react-router';
import { ADMIN } from '@/app/access';
import { page, routeParams } from '@/app/route-options';
import { roleOfSlug, roleSlugParam } from '@/features/users/form/role-slugs';
import { EditUserScreen } from '@/features/users/form/UserFormScreen';

const params = routeParams({ name: 'text', id: 'id' });

export const Route = createFileRoute('/users/$name/$id/edit')({
  ...page('Edycja użytkownika', ADMIN),
  params: {
    parse: (raw) => ({ ...params.parse(raw), name: roleSlugParam(raw.name) }),
    stringify: params.stringify,
  },
  loader: ({ context, params: { id } }) =>
    import('@/features/users/form/api').then((api) => api.loadUserForEdit(context.queryClient, id, { admin: true })),
  component: function EditUserOfRole() {
    const { name, id } = Route.useParams();
    const list = { to: '/users', search: { role: roleOfSlug(name)! } } as const;
    return <EditUserScreen id={id} admin lockRoles back={list} done={() => list} />;
  },
});
