import { createFileRoute } from '@tanstack/react-router';
import { PATRON } from '@/app/access';
import { ids, page } from '@/app/route-options';
import { caseFamilies } from '@/features/cases/families';
import { CreateCaseScreen } from '@/features/cases/forms/CreateCaseScreen';

export const Route = createFileRoute('/patronClients/$clientId/cases/create')({
  ...page('Nowa sprawa podopiecznego', PATRON),
  params: ids('clientId'),
  loader: ({ context }) => import('@/features/cases/api').then((api) => api.prefetchCaseForm(context)),
  component: function PatronClientCreateCase() {
    const { clientId } = Route.useParams();
    return (
      <CreateCaseScreen
        family={caseFamilies.patronClient}
        clientSource="patronClients"
        scope={{ clientId: clientId }}
      />
    );
  },
});
