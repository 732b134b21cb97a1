import { createFileRoute } from '@tanstack/react-router';
import { ADMIN } from '@/app/access';
import { ids, page } from '@/app/route-options';
import { caseFamilies } from '@/features/cases/families';
import { EditCaseScreen } from '@/features/cases/forms/EditCaseScreen';

export const Route = createFileRoute('/cases/edit/$id')({
  ...page('Edycja sprawy', ADMIN),
  params: ids('id'),
  loader: ({ context, params }) =>
    import('@/features/cases/api').then((api) => api.loadCaseForEdit(context, params.id)),
  component: function AdminEditCase() {
    return <EditCaseScreen family={caseFamilies.admin} clientSource="clients" id={Route.useParams().id} />;
  },
});
