import { createFileRoute } from '@tanstack/react-router';
import { PATRON } from '@/app/access';
import { page } from '@/app/route-options';
import { caseFamilies } from '@/features/cases/families';
import { CaseListScreen } from '@/features/cases/list/CaseListScreen';

const family = caseFamilies.patron;

export const Route = createFileRoute('/patronClientsCases/')({
  ...page('Sprawy podopiecznych', PATRON),
  validateSearch: family.search.validateSearch,
  loaderDeps: family.search.loaderDeps,
  loader: ({ context, deps }) =>
    import('@/features/cases/api').then((api) => api.prefetchCaseList(context, family, family.search.params(deps))),
  component: function PatronCases() {
    return <CaseListScreen family={family} search={Route.useSearch()} />;
  },
});
