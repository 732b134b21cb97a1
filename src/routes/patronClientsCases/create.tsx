import { createFileRoute } from '@tanstack/react-router';
import { PATRON } from '@/app/access';
import { page } from '@/app/route-options';
import { caseFamilies } from '@/features/cases/families';
import { CreateCaseScreen } from '@/features/cases/forms/CreateCaseScreen';

export const Route = createFileRoute('/patronClientsCases/create')({
  ...page('Nowa sprawa', PATRON),
  loader: ({ context }) => import('@/features/cases/api').then((api) => api.prefetchCaseForm(context)),
  component: function PatronCreateCase() {
    return <CreateCaseScreen family={caseFamilies.patron} clientSource="patronClients" />;
  },
});
