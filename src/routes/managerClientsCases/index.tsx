import { createFileRoute } from '@tanstack/react-router';
import { MANAGER } from '@/app/access';
import { page } from '@/app/route-options';
import { caseFamilies } from '@/features/cases/families';
import { caseListRoute } from '@/features/cases/list-route';
import { CaseListScreen } from '@/features/cases/list/CaseListScreen';

const family = caseFamilies.manager;

export const Route = createFileRoute('/managerClientsCases/')({
  ...page('Sprawy klientów', MANAGER),
  ...caseListRoute(family),
  component: function ManagerCases() {
    return <CaseListScreen family={family} search={Route.useSearch()} />;
  },
});
