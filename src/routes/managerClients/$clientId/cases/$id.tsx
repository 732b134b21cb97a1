import { createFileRoute } from '@tanstack/react-router';
import { MANAGER } from '@/app/access';
import { ids, page } from '@/app/route-options';
import { CaseDetailsScreen } from '@/features/cases/details/CaseDetailsScreen';
import { caseFamilies } from '@/features/cases/families';

export const Route = createFileRoute('/managerClients/$clientId/cases/$id')({
  ...page('Sprawa klienta', MANAGER),
  params: ids('clientId', 'id'),
  loader: ({ context, params }) =>
    import('@/features/cases/api').then((api) => api.prefetchCaseDetails(context, params.id)),
  component: function ManagerClientCase() {
    const { clientId, id } = Route.useParams();
    return <CaseDetailsScreen family={caseFamilies.managerClient} id={id} scope={{ clientId: clientId }} />;
  },
});
