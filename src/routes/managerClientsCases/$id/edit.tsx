import { createFileRoute } from '@tanstack/react-router';
import { MANAGER } from '../../../app/access';
import { ids, page } from '../../../app/route-options';
import { prefetchCase, prefetchCaseForm } from '../../../features/cases/api';
import { caseFamilies } from '../../../features/cases/families';
import { EditCaseScreen } from '../../../features/cases/forms/EditCaseScreen';

export const Route = createFileRoute('/managerClientsCases/$id/edit')({
  ...page('Edycja sprawy', MANAGER),
  params: ids('id'),
  loader: ({ context, params }) => Promise.all([prefetchCase(context, params.id), prefetchCaseForm(context)]),
  component: function ManagerEditCase() {
    return <EditCaseScreen family={caseFamilies.manager} clientSource="managerClients" id={Route.useParams().id} />;
  },
});
