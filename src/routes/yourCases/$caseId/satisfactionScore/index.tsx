import { createFileRoute } from '@tanstack/react-router';
import { CLIENT } from '@/app/access';
import { ids, page } from '@/app/route-options';
import { ScoreFormScreen } from '@/features/satisfaction/ScoreFormScreen';

export const Route = createFileRoute('/yourCases/$caseId/satisfactionScore/')({
  // no crumb: above a score's page it would lead back to that page
  ...page('Oceń współpracę', CLIENT, { crumb: false }),
  params: ids('caseId'),
  loader: ({ context, params }) =>
    import('@/features/satisfaction/api').then((api) => api.loadNewScore(context, params.caseId)),
  component: function RateCase() {
    return <ScoreFormScreen caseItem={Route.useLoaderData().caseItem} />;
  },
});
