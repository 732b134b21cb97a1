import { createFileRoute } from '@tanstack/react-router';
import { EXPERT_OWNER } from '@/app/access';
import { page } from '@/app/route-options';
import { caseFamilies } from '@/features/cases/families';
import { CaseListScreen } from '@/features/cases/list/CaseListScreen';

const family = caseFamilies.expertOwner;

export const Route = createFileRoute('/yourExpertEmployees/cases/')({
  ...page('Sprawy twoich ekspertów', EXPERT_OWNER),
  validateSearch: family.search.validateSearch,
  loaderDeps: family.search.loaderDeps,
  loader: ({ context, deps }) =>
    import('@/features/cases/api').then((api) => api.prefetchCaseList(context, family, family.search.params(deps))),
  component: function ExpertOwnerCases() {
    return <CaseListScreen family={family} search={Route.useSearch()} />;
  },
});
