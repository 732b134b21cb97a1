import { useLocation, useNavigate } from '@tanstack/react-router';
import { orderOf, type ListSpec } from './list-search';

/**
 * A list screen's view of its address: the values with their defaults, and what filters, sorting and paging do to
 * it. Every change goes to the address (back and forward, a shared link restore it); a filter starts at page 1.
 */
export function useListView<Url extends object, F extends string>(spec: ListSpec<Url, F>, search: Url) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const view = spec.view(search);
  const show = (values: Record<string, unknown>) =>
    void navigate({ to: pathname, search: spec.toUrl(values) as never });
  const values = view as Record<string, unknown>;
  return {
    view,
    rules: spec.rules,
    /** Whether any filter is set (an empty list then says so, and offers to clear them). */
    filtered: spec.filterKeys.some((key) => values[key] !== undefined),
    filter: (changes: Partial<Url>) => show({ ...view, ...changes, page: 1 }),
    /** Drops every filter, keeps the order (and the screen's own keys: its tab). */
    clear: () => show({ ...view, ...Object.fromEntries(spec.filterKeys.map((key) => [key, undefined])), page: 1 }),
    page: view.page,
    pageSize: spec.pageSize,
    setPage: (page: number) => show({ ...view, page }),
    /** The shown page of a list the screen holds whole (read in full, filtered on the client), as ListResults takes it. */
    pageOf: <T>(items: readonly T[]) => ({
      items: items.slice((view.page - 1) * spec.pageSize, view.page * spec.pageSize),
      totalCount: items.length,
    }),
    sort: {
      sortBy: view.sortBy,
      order: orderOf(view.sortDirection),
      onSort: (field: F) => show({ ...view, ...spec.nextSort(field, view), page: 1 }),
    },
  };
}

export type ListViewState<Url extends object = object, F extends string = string> = ReturnType<
  typeof useListView<Url, F>
>;
