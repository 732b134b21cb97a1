import { createFileRoute } from '@tanstack/react-router';
import { CLIENT } from '@/app/access';
import { page } from '@/app/route-options';
import { caseFamilies } from '@/features/cases/families';
import { CaseListScreen } from '@/features/cases/list/CaseListScreen';

const family = caseFamilies.client;

export const Route = createFileRoute('/yourCases/')({
  ...page('Twoje sprawy', CLIENT),
  validateSearch: family.search.validateSearch,
  loaderDeps: family.search.loaderDeps,
  loader: ({ context, deps }) =>
    import('@/features/cases/api').then((api) => api.prefetchCaseList(context, family, family.search.params(deps))),
  component: function ClientCases() {
    return <CaseListScreen family={family} search={Route.useSearch()} />;
  },
});
