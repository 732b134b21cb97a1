import { createFileRoute } from '@tanstack/react-router';
import { ADMIN } from '@/app/access';
import { page } from '@/app/route-options';
import { caseFamilies } from '@/features/cases/families';
import { CaseListScreen } from '@/features/cases/list/CaseListScreen';

const family = caseFamilies.admin;

export const Route = createFileRoute('/cases/')({
  ...page('Sprawy', ADMIN),
  validateSearch: family.search.validateSearch,
  loaderDeps: family.search.loaderDeps,
  loader: ({ context, deps }) =>
    import('@/features/cases/api').then((api) => api.prefetchCaseList(context, family, family.search.params(deps))),
  component: function AdminCases() {
    return <CaseListScreen family={family} search={Route.useSearch()} />;
  },
});
