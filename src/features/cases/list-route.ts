import type { LoaderContext } from './api';
import type { CaseFamily, CaseListSearch, CaseScope } from './families';

/**
 * A case list route's search and loader: the family's search read from the address, and the page it names fetched
 * while the screen's code loads (the API module loads with it). `scopeOf` reads the client a route is fixed to from
 * its params (a client's cases).
 */
export const caseListRoute = <P extends object = object>(
  family: CaseFamily,
  scopeOf: (params: P) => CaseScope = () => ({}),
) => ({
  validateSearch: family.search.validateSearch,
  loaderDeps: family.search.loaderDeps,
  loader: ({ context, deps, params }: { context: LoaderContext; deps: CaseListSearch; params: P }) =>
    import('./api').then((api) => api.prefetchCaseList(context, family, family.search.params(deps), scopeOf(params))),
});
