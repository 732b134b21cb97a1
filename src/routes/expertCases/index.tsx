import { createFileRoute } from '@tanstack/react-router';
import { EXPERTS } from '@/app/access';
import { page } from '@/app/route-options';
import { caseFamilies } from '@/features/cases/families';
import { caseListRoute } from '@/features/cases/list-route';
import { CaseListScreen } from '@/features/cases/list/CaseListScreen';

const family = caseFamilies.expert;

export const Route = createFileRoute('/expertCases/')({
  ...page('Twoje sprawy', EXPERTS),
  ...caseListRoute(family),
  component: function ExpertCases() {
    return <CaseListScreen family={family} search={Route.useSearch()} />;
  },
});
