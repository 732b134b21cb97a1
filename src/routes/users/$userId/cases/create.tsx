import { createFileRoute } from '@tanstack/react-router';
import { ADMIN } from '@/app/access';
import { ids, page } from '@/app/route-options';
import { caseFamilies } from '@/features/cases/families';
import { CreateCaseScreen } from '@/features/cases/forms/CreateCaseScreen';

export const Route = createFileRoute('/users/$userId/cases/create')({
  ...page('Nowa sprawa użytkownika', ADMIN),
  params: ids('userId'),
  loader: ({ context }) => import('@/features/cases/api').then((api) => api.prefetchCaseForm(context)),
  component: function UserCreateCase() {
    const { userId } = Route.useParams();
    return <CreateCaseScreen family={caseFamilies.userCases} clientSource="clients" scope={{ clientId: userId }} />;
  },
});
