import { createFileRoute } from '@tanstack/react-router';
import { CLIENT } from '@/app/access';
import { ids, page } from '@/app/route-options';
import { EditScoreScreen } from '@/features/satisfaction/ScoreFormScreen';

export const Route = createFileRoute('/yourCases/$caseId/satisfactionScore/$id')({
  ...page('Twoja ocena', CLIENT),
  params: ids('caseId', 'id'),
  loader: ({ context, params }) =>
    import('@/features/satisfaction/api').then((api) => api.loadScore(context, params.caseId, params.id)),
  component: function EditScore() {
    return <EditScoreScreen caseItem={Route.useLoaderData().caseItem} id={Route.useParams().id} />;
  },
});
