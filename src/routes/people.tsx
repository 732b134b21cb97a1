import { createFileRoute } from '@tanstack/react-router';
import { ADMIN_MANAGER } from '@/app/access';
import { page } from '@/app/route-options';
import { peopleList } from '@/features/users/people/list';
import { PeopleScreen } from '@/features/users/people/PeopleScreen';
import { effectiveRoles } from '@/lib/auth/roles';
import { resolveOrganisationId } from '@/lib/org/organisation';

export const Route = createFileRoute('/people')({
  ...page('Zespół', ADMIN_MANAGER),
  ...peopleList.route((params) => import('@/features/users/people/api').then((api) => api.peopleQuery(params))),
  component: function People() {
    const { profile } = Route.useRouteContext();
    const roles = effectiveRoles(profile, resolveOrganisationId());
    return <PeopleScreen search={Route.useSearch()} opensUserPage={roles.includes('Admin')} viewerRoles={roles} />;
  },
});
