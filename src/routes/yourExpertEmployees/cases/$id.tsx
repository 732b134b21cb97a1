import { createFileRoute } from '@tanstack/react-router';
import { EXPERT_OWNER } from '@/app/access';
import { ids, page } from '@/app/route-options';
import { CaseDetailsScreen } from '@/features/cases/details/CaseDetailsScreen';
import { caseFamilies } from '@/features/cases/families';

export const Route = createFileRoute('/yourExpertEmployees/cases/$id')({
  ...page('Sprawa', EXPERT_OWNER),
  params: ids('id'),
  loader: ({ context, params }) =>
    import('@/features/cases/api').then((api) => api.prefetchCaseDetails(context, params.id)),
  component: function ExpertOwnerCase() {
    return <CaseDetailsScreen family={caseFamilies.expertOwner} id={Route.useParams().id} />;
  },
});
