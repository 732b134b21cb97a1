import { createFileRoute } from '@tanstack/react-router';
import { CLIENT } from '@/app/access';
import { page } from '@/app/route-options';
import { caseFamilies } from '@/features/cases/families';
import { CaseListScreen } from '@/features/cases/list/CaseListScreen';
import { caseListSearchOptions } from '@/features/cases/list/list-search';

const family = caseFamilies.client;

export const Route = createFileRoute('/yourCases/')({
  ...page('Twoje sprawy', CLIENT),
  ...caseListSearchOptions(family.hiddenFilters),
  loader: ({ context, deps }) =>
    import('@/features/cases/api').then((api) => api.prefetchCaseList(context, family, deps)),
  component: function ClientCases() {
    return <CaseListScreen family={family} search={Route.useSearch()} />;
  },
});
