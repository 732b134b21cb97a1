import { createFileRoute } from '@tanstack/react-router';
import { EXPERTS } from '@/app/access';
import { page } from '@/app/route-options';
import { caseFamilies } from '@/features/cases/families';
import { CaseListScreen } from '@/features/cases/list/CaseListScreen';

const family = caseFamilies.expert;

export const Route = createFileRoute('/expertCases/')({
  ...page('Twoje sprawy', EXPERTS),
  validateSearch: family.search.validateSearch,
  loaderDeps: family.search.loaderDeps,
  loader: ({ context, deps }) =>
    import('@/features/cases/api').then((api) => api.prefetchCaseList(context, family, family.search.params(deps))),
  component: function ExpertCases() {
    return <CaseListScreen family={family} search={Route.useSearch()} />;
  },
});
