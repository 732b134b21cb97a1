import { createFileRoute } from '@tanstack/react-router';
import { PATRON } from '@/app/access';
import { ids, page } from '@/app/route-options';
import { CaseDetailsScreen } from '@/features/cases/details/CaseDetailsScreen';
import { caseFamilies } from '@/features/cases/families';

export const Route = createFileRoute('/patronClients/$clientId/cases/$id')({
  ...page('Sprawa podopiecznego', PATRON),
  params: ids('clientId', 'id'),
  loader: ({ context, params }) =>
    import('@/features/cases/api').then((api) => api.prefetchCaseDetails(context, params.id)),
  component: function PatronClientCase() {
    const { clientId, id } = Route.useParams();
    return <CaseDetailsScreen family={caseFamilies.patronClient} id={id} scope={{ clientId: clientId }} />;
  },
});
