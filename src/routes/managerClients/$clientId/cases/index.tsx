import { createFileRoute } from '@tanstack/react-router';
import { MANAGER } from '@/app/access';
import { ids, page } from '@/app/route-options';
import { caseFamilies } from '@/features/cases/families';
import { caseListRoute } from '@/features/cases/list-route';
import { CaseListScreen } from '@/features/cases/list/CaseListScreen';

const family = caseFamilies.managerClient;

export const Route = createFileRoute('/managerClients/$clientId/cases/')({
  ...page('Sprawy klienta', MANAGER),
  params: ids('clientId'),
  ...caseListRoute(family, ({ clientId }: { clientId: number }) => ({ clientId })),
  component: function ManagerClientCases() {
    const { clientId } = Route.useParams();
    return <CaseListScreen family={family} search={Route.useSearch()} scope={{ clientId }} />;
  },
});
