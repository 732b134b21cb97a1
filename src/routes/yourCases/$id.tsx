import { createFileRoute } from '@tanstack/react-router';
import { CLIENT } from '@/app/access';
import { ids, page } from '@/app/route-options';
import { CaseDetailsScreen } from '@/features/cases/details/CaseDetailsScreen';
import { caseFamilies } from '@/features/cases/families';

export const Route = createFileRoute('/yourCases/$id')({
  ...page('Sprawa', CLIENT),
  params: ids('id'),
  loader: ({ context, params }) =>
    import('@/features/cases/api').then((api) => api.prefetchClientCase(context, params.id)),
  component: function ClientCase() {
    return <CaseDetailsScreen family={caseFamilies.client} id={Route.useParams().id} />;
  },
});
