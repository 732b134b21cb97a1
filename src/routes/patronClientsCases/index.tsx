import { createFileRoute } from '@tanstack/react-router';
import { PATRON } from '@/app/access';
import { page } from '@/app/route-options';
import { caseFamilies } from '@/features/cases/families';
import { caseListRoute } from '@/features/cases/list-route';
import { CaseListScreen } from '@/features/cases/list/CaseListScreen';

const family = caseFamilies.patron;

export const Route = createFileRoute('/patronClientsCases/')({
  ...page('Sprawy podopiecznych', PATRON),
  ...caseListRoute(family),
  component: function PatronCases() {
    return <CaseListScreen family={family} search={Route.useSearch()} />;
  },
});
