import { createFileRoute } from '@tanstack/react-router';
import { MANAGER } from '@/app/access';
import { ids, page } from '@/app/route-options';
import { caseFamilies } from '@/features/cases/families';
import { CreateCaseScreen } from '@/features/cases/forms/CreateCaseScreen';

export const Route = createFileRoute('/managerClients/$clientId/cases/create')({
  ...page('Nowa sprawa klienta', MANAGER),
  params: ids('clientId'),
  loader: ({ context }) => import('@/features/cases/api').then((api) => api.prefetchCaseForm(context)),
  component: function ManagerClientCreateCase() {
    const { clientId } = Route.useParams();
    return (
      <CreateCaseScreen
        family={caseFamilies.managerClient}
        clientSource="managerClients"
        scope={{ clientId: clientId }}
      />
    );
  },
});
