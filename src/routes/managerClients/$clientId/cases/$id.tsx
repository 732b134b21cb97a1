import { createFileRoute } from '@tanstack/react-router';
import { MANAGER } from '../../../../app/access';
import { ids, page } from '../../../../app/route-options';
import { prefetchCase } from '../../../../features/cases/api';
import { CaseDetailsScreen } from '../../../../features/cases/details/CaseDetailsScreen';
import { caseFamilies } from '../../../../features/cases/families';

export const Route = createFileRoute('/managerClients/$clientId/cases/$id')({
  ...page('Sprawa klienta', MANAGER),
  params: ids('clientId', 'id'),
  loader: ({ context, params }) => prefetchCase(context, params.id),
  component: function ManagerClientCase() {
    const { clientId, id } = Route.useParams();
    return <CaseDetailsScreen family={caseFamilies.managerClient} id={id} scope={{ clientId: clientId }} />;
  },
});
