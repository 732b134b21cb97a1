import { createFileRoute } from '@tanstack/react-router';
import { ADMIN } from '@/app/access';
import { ids, page } from '@/app/route-options';
import { MilestonesScreen } from '@/features/milestones/MilestonesScreen';

// `$id` is the product's id: its milestones are edited together
export const Route = createFileRoute('/milestones/$id/edit')({
  ...page('Edycja kamieni milowych', ADMIN),
  params: ids('id'),
  loader: ({ context, params }) =>
    import('@/features/milestones/api').then((api) => api.loadMilestonesForEdit(context.queryClient, params.id)),
  component: function EditMilestones() {
    return <MilestonesScreen productId={Route.useParams().id} />;
  },
});
