import { createFileRoute } from '@tanstack/react-router';
import { EXPERTS } from '@/app/access';
import { ids, page } from '@/app/route-options';
import { CaseDetailsScreen } from '@/features/cases/details/CaseDetailsScreen';
import { caseFamilies } from '@/features/cases/families';

export const Route = createFileRoute('/expertCases/$id')({
  ...page('Sprawa', EXPERTS),
  params: ids('id'),
  loader: ({ context, params }) =>
    import('@/features/cases/api').then((api) => api.prefetchCaseDetails(context, params.id)),
  component: function ExpertCase() {
    return <CaseDetailsScreen family={caseFamilies.expert} id={Route.useParams().id} />;
  },
});
