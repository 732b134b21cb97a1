import { createFileRoute } from '@tanstack/react-router';
import { ADMIN } from '@/app/access';
import { page } from '@/app/route-options';
import { caseFamilies } from '@/features/cases/families';
import { CreateCaseScreen } from '@/features/cases/forms/CreateCaseScreen';

export const Route = createFileRoute('/cases/create')({
  ...page('Nowa sprawa', ADMIN),
  loader: ({ context }) => import('@/features/cases/api').then((api) => api.prefetchCaseForm(context)),
  component: function AdminCreateCase() {
    return <CreateCaseScreen family={caseFamilies.admin} clientSource="clients" />;
  },
});
