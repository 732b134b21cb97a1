import { createFileRoute } from '@tanstack/react-router';
import { ADMIN } from '@/app/access';
import { ids, page } from '@/app/route-options';
import { MembersScreen } from '@/features/organisations/MembersScreen';

export const Route = createFileRoute('/organisations/$organisationId/users')({
  ...page('Użytkownicy organizacji', ADMIN),
  params: ids('organisationId'),
  loader: ({ context, params }) =>
    import('@/features/organisations/api').then((api) =>
      api.prefetchMembers(context.queryClient, params.organisationId),
    ),
  component: function OrganisationMembers() {
    return <MembersScreen organisationId={Route.useParams().organisationId} />;
  },
});
