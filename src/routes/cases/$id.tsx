import { createFileRoute } from '@tanstack/react-router';
import { ADMIN } from '../../app/access';
import { ids, page } from '../../app/route-options';
import { prefetchCase } from '../../features/cases/api';
import { CaseDetailsScreen } from '../../features/cases/details/CaseDetailsScreen';
import { caseFamilies } from '../../features/cases/families';

export const Route = createFileRoute('/cases/$id')({
  ...page('Sprawa', ADMIN),
  params: ids('id'),
  loader: ({ context, params }) => prefetchCase(context, params.id),
  component: function AdminCase() {
    return <CaseDetailsScreen family={caseFamilies.admin} id={Route.useParams().id} />;
  },
});
