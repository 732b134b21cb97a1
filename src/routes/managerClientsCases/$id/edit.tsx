import { createFileRoute } from '@tanstack/react-router';
import { MANAGER } from '@/app/access';
import { ids, page } from '@/app/route-options';
import { caseFamilies } from '@/features/cases/families';
import { EditCaseScreen } from '@/features/cases/forms/EditCaseScreen';

export const Route = createFileRoute('/managerClientsCases/$id/edit')({
  ...page('Edycja sprawy', MANAGER),
  params: ids('id'),
  loader: ({ context, params }) =>
    import('@/features/cases/api').then((api) => api.loadCaseForEdit(context, params.id)),
  component: function ManagerEditCase() {
    return <EditCaseScreen family={caseFamilies.manager} clientSource="managerClients" id={Route.useParams().id} />;
  },
});
