import { createFileRoute } from '@tanstack/react-router';
import type { ApplicationUser } from '@portal/sdk/model';
import { ADMIN_MANAGER } from '@/app/access';
import { page } from '@/app/route-options';
import { CrmScreen } from '@/features/crm/CrmScreen';
import { crmList } from '@/features/crm/list';
import { LeadsTable } from '@/features/leads/LeadsTable';
import { effectiveRoles } from '@/lib/auth/roles';
import { resolveOrganisationId } from '@/lib/org/organisation';

/** An administrator sees every client; a manager the clients they look after. */
const isAdmin = (profile: ApplicationUser | null) => effectiveRoles(profile, resolveOrganisationId()).includes('Admin');

export const Route = createFileRoute('/crm')({
  ...page('CRM', ADMIN_MANAGER),
  validateSearch: crmList.validateSearch,
  loaderDeps: crmList.loaderDeps,
  loader: ({ context, deps }) =>
    import('@/features/crm/api').then((api) =>
      api.prefetchCrm(context.queryClient, isAdmin(context.profile), crmList.params(deps), deps.client),
    ),
  component: function Crm() {
    const { profile } = Route.useRouteContext();
    return (
      <CrmScreen
        search={Route.useSearch()}
        isAdmin={isAdmin(profile)}
        // the client's leads: the leads feature's table (the two features meet here, in the route)
        leads={({ clientId, label, empty }) => <LeadsTable params={{ clientId }} label={label} empty={empty} />}
      />
    );
  },
});
