import { createFileRoute } from '@tanstack/react-router';
import { PATRON } from '@/app/access';
import { ids, page } from '@/app/route-options';
import { caseFamilies } from '@/features/cases/families';
import { EditCaseScreen } from '@/features/cases/forms/EditCaseScreen';

export const Route = createFileRoute('/patronClientsCases/$id/edit')({
  ...page('Edycja sprawy', PATRON),
  params: ids('id'),
  loader: ({ context, params }) =>
    import('@/features/cases/api').then((api) => api.loadCaseForEdit(context, params.id)),
  component: function PatronEditCase() {
    return <EditCaseScreen family={caseFamilies.patron} clientSource="patronClients" id={Route.useParams().id} />;
  },
});
