import { createFileRoute } from '@tanstack/react-router';
import { ADMIN } from '../../../app/access';
import { ids, page } from '../../../app/route-options';
import { prefetchCase, prefetchCaseForm } from '../../../features/cases/api';
import { caseFamilies } from '../../../features/cases/families';
import { EditCaseScreen } from '../../../features/cases/forms/EditCaseScreen';

export const Route = createFileRoute('/cases/edit/$id')({
  ...page('Edycja sprawy', ADMIN),
  params: ids('id'),
  loader: ({ context, params }) => Promise.all([prefetchCase(context, params.id), prefetchCaseForm(context)]),
  component: function AdminEditCase() {
    return <EditCaseScreen family={caseFamilies.admin} clientSource="clients" id={Route.useParams().id} />;
  },
});
