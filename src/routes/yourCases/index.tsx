import { createFileRoute } from '@tanstack/react-router';
import { CLIENT } from '@/app/access';
import { page } from '@/app/route-options';
import { caseFamilies } from '@/features/cases/families';
import { caseListRoute } from '@/features/cases/list-route';
import { CaseListScreen } from '@/features/cases/list/CaseListScreen';

const family = caseFamilies.client;

export const Route = createFileRoute('/yourCases/')({
  ...page('Twoje sprawy', CLIENT),
  ...caseListRoute(family),
  component: function ClientCases() {
    return <CaseListScreen family={family} search={Route.useSearch()} />;
  },
});
