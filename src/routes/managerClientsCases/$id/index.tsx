import { createFileRoute } from '@tanstack/react-router';
import { MANAGER } from '@/app/access';
import { ids, page } from '@/app/route-options';
import { CaseDetailsScreen } from '@/features/cases/details/CaseDetailsScreen';
import { caseFamilies } from '@/features/cases/families';

export const Route = createFileRoute('/managerClientsCases/$id/')({
  ...page('Sprawa', MANAGER),
  params: ids('id'),
  loader: ({ context, params }) =>
    import('@/features/cases/api').then((api) => api.prefetchCaseDetails(context, params.id)),
  component: function ManagerCase() {
    return <CaseDetailsScreen family={caseFamilies.manager} id={Route.useParams().id} />;
  },
});
