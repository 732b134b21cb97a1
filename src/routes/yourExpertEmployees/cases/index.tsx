import { createFileRoute } from '@tanstack/react-router';
import { EXPERT_OWNER } from '@/app/access';
import { page } from '@/app/route-options';
import { caseFamilies } from '@/features/cases/families';
import { caseListRoute } from '@/features/cases/list-route';
import { CaseListScreen } from '@/features/cases/list/CaseListScreen';

const family = caseFamilies.expertOwner;

export const Route = createFileRoute('/yourExpertEmployees/cases/')({
  ...page('Sprawy twoich ekspertów', EXPERT_OWNER),
  ...caseListRoute(family),
  component: function ExpertOwnerCases() {
    return <CaseListScreen family={family} search={Route.useSearch()} />;
  },
});
