import { createFileRoute } from '@tanstack/react-router';
import { MANAGER } from '@/app/access';
import { page } from '@/app/route-options';
import { caseFamilies } from '@/features/cases/families';
import { CreateCaseScreen } from '@/features/cases/forms/CreateCaseScreen';

export const Route = createFileRoute('/managerClientsCases/create')({
  ...page('Nowa sprawa', MANAGER),
  loader: ({ context }) => import('@/features/cases/api').then((api) => api.prefetchCaseForm(context)),
  component: function ManagerCreateCase() {
    return <CreateCaseScreen family={caseFamilies.manager} clientSource="managerClients" />;
  },
});
