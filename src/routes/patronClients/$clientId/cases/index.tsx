import { createFileRoute } from '@tanstack/react-router';
import { PATRON } from '@/app/access';
import { ids, page } from '@/app/route-options';
import { caseFamilies } from '@/features/cases/families';
import { caseListRoute } from '@/features/cases/list-route';
import { CaseListScreen } from '@/features/cases/list/CaseListScreen';

const family = caseFamilies.patronClient;

export const Route = createFileRoute('/patronClients/$clientId/cases/')({
  ...page('Sprawy podopiecznego', PATRON),
  params: ids('clientId'),
  ...caseListRoute(family, ({ clientId }: { clientId: number }) => ({ clientId })),
  component: function PatronClientCases() {
    const { clientId } = Route.useParams();
    return <CaseListScreen family={family} search={Route.useSearch()} scope={{ clientId }} />;
  },
});
