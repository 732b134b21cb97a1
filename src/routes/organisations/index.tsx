import { createFileRoute } from '@tanstack/react-router';
import { ADMIN } from '@/app/access';
import { page } from '@/app/route-options';
import { OrganisationsScreen } from '@/features/organisations/OrganisationsScreen';

export const Route = createFileRoute('/organisations/')({
  ...page('Organizacje', ADMIN),
  loader: ({ context }) =>
    import('@/features/organisations/api').then((api) => context.queryClient.ensureQueryData(api.organisationsQuery())),
  component: OrganisationsScreen,
});
