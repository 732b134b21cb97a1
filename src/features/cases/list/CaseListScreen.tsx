import { Box, Group, Pagination, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { ReportCaseButton } from '@/components/cases/ReportCaseButton';
import { ButtonLink } from '@/components/links';
import { QueryState } from '@/components/QueryState';
import { usePageTrail } from '@/components/shell/page-title';
import { useCurrentProfile } from '@/lib/auth/use-current-profile';
import { familyListQuery } from '@/features/cases/api';
import type { CaseFamily, CaseScope } from '@/features/cases/families';
import { caseTexts } from '@/features/cases/texts';
import { CaseFilters } from './CaseFilters';
import { CaseListEmpty } from './CaseListEmpty';
import { CaseTable } from './CaseTable';
import {
  CASE_PAGE_SIZE,
  defaultSort,
  hasActiveFilters,
  parseCaseListSearch,
  toUrlSearch,
  type CaseFilterValues,
  type CaseListSearch,
  type CaseListUrlSearch,
  type CaseSortField,
} from './list-search';

export interface CaseListScreenProps {
  family: CaseFamily;
  /** The view as the route validated it from the URL. */
  search: CaseListUrlSearch;
  /** The client the route is fixed to, if any. */
  scope?: CaseScope;
}

/**
 * The case list of one role family: its own API list, the filters it allows, sorting and paging. The whole view
 * lives in the URL search params, so back/forward and a shared link restore it.
 */
export function CaseListScreen({ family, search, scope = {} }: CaseListScreenProps) {
  const { title } = usePageTrail();
  const navigate = useNavigate();
  const view = parseCaseListSearch(search);
  const { profile } = useCurrentProfile();
  const list = useQuery(familyListQuery(family, view, scope, profile?.id));

  const show = (next: CaseListSearch) => void navigate({ ...family.list(scope), search: toUrlSearch(next) });
  const filter = (filters: CaseFilterValues) => show({ ...view, ...filters, page: 1 });
  const clearFilters = () => show({ ...parseCaseListSearch({}), sortBy: view.sortBy, order: view.order });
  const sort = (field: CaseSortField) =>
    show({
      ...view,
      sortBy: field,
      order:
        field === view.sortBy ? (view.order === 'asc' ? 'desc' : 'asc') : field === defaultSort.sortBy ? 'desc' : 'asc',
      page: 1,
    });

  const createLink = family.create?.(scope);
  const page = list.data;
  const pages = page ? Math.max(1, Math.ceil(page.totalCount / CASE_PAGE_SIZE)) : 1;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={1}>{title}</Title>
        {family.key === 'client' ? (
          <ReportCaseButton />
        ) : (
          createLink && <ButtonLink {...createLink}>{caseTexts.list.create}</ButtonLink>
        )}
      </Group>
      <CaseFilters family={family} view={view} onChange={filter} onClear={clearFilters} />
      <QueryState query={list}>
        {page && page.totalCount === 0 ? (
          <CaseListEmpty
            filtered={hasActiveFilters(view)}
            ownCases={family.key === 'client'}
            reportLink={createLink}
            onClearFilters={clearFilters}
          />
        ) : (
          page && (
            <Stack gap="sm" style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }} aria-busy={list.isPlaceholderData}>
              <Text size="sm" c="dimmed">
                {caseTexts.list.count(page.totalCount)}
              </Text>
              {page.items.length > 0 ? (
                <CaseTable
                  cases={page.items}
                  detailsLink={(caseItem) => family.details(caseItem.id, scope)}
                  showClient={!family.hiddenFilters.includes('client')}
                  sortBy={view.sortBy}
                  order={view.order}
                  onSort={sort}
                />
              ) : (
                <Text c="dimmed" ta="center" py="lg">
                  {caseTexts.list.emptyPage}
                </Text>
              )}
              {(pages > 1 || view.page > 1) && (
                <Box>
                  <Pagination
                    total={pages}
                    value={view.page}
                    onChange={(next) => show({ ...view, page: next })}
                    getItemProps={(number) => ({ 'aria-label': caseTexts.list.page(number) })}
                    getControlProps={(control) => ({
                      'aria-label': control === 'previous' ? caseTexts.list.previousPage : caseTexts.list.nextPage,
                    })}
                  />
                </Box>
              )}
            </Stack>
          )
        )}
      </QueryState>
    </Stack>
  );
}
