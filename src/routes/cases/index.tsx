import { createFileRoute } from '@tanstack/react-router';
import { ADMIN } from '@/app/access';
import { page } from '@/app/route-options';
import { caseFamilies } from '@/features/cases/families';
import { caseListRoute } from '@/features/cases/list-route';
import { CaseListScreen } from '@/features/cases/list/CaseListScreen';

const family = caseFamilies.admin;

export const Route = createFileRoute('/cases/')({
  ...page('Sprawy', ADMIN),
  ...caseListRoute(family),
  component: function AdminCases() {
    return <CaseListScreen family={family} search={Route.useSearch()} />;
  },
});
