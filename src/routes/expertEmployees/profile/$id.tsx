import { createFileRoute } from '@tanstack/react-router';
import { EXPERTS } from '@/app/access';
import { ids, page } from '@/app/route-options';
import { ExpertProfileScreen } from '@/features/users/experts/ExpertProfileScreen';

export const Route = createFileRoute('/expertEmployees/profile/$id')({
  ...page('Profil eksperta', EXPERTS),
  params: ids('id'),
  loader: ({ context, params }) =>
    import('@/features/users/experts/api').then((api) =>
      api.loadExpertProfile(context.queryClient, params.id, context.profile),
    ),
  component: function ExpertProfile() {
    return <ExpertProfileScreen id={Route.useParams().id} />;
  },
});
