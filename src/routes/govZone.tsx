import { createFileRoute } from '@tanstack/react-router';
import type { ApplicationUser } from '@portal/sdk/model';
import { ADMIN_MANAGER } from '@/app/access';
import { page } from '@/app/route-options';
import { GovZoneScreen } from '@/features/gov-zone/GovZoneScreen';
import { validateGovZoneSearch } from '@/features/gov-zone/search';
import { effectiveRoles } from '@/lib/auth/roles';
import { resolveOrganisationId } from '@/lib/org/organisation';

/** An administrator assigns a company to any client; a manager to the clients they look after. */
const isAdmin = (profile: ApplicationUser | null) => effectiveRoles(profile, resolveOrganisationId()).includes('Admin');

export const Route = createFileRoute('/govZone')({
  ...page('Strefa urzędowa', ADMIN_MANAGER),
  validateSearch: validateGovZoneSearch,
  loaderDeps: ({ search }) => ({ nip: search.nip }),
  loader: ({ context, deps }) =>
    import('@/features/gov-zone/api').then((api) => api.prefetchGovZone(context.queryClient, deps.nip)),
  component: function GovZone() {
    const { profile } = Route.useRouteContext();
    return <GovZoneScreen search={Route.useSearch()} isAdmin={isAdmin(profile)} />;
  },
});
