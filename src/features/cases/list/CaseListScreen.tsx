import { Box, Button, Group, Pagination, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate, useParams, useSearch } from '@tanstack/react-router';
import { ReportCaseButton } from '../../../components/cases/ReportCaseButton';
import { QueryState } from '../../../components/QueryState';
import { usePageTrail } from '../../../components/shell/page-title';
import { useCurrentProfile } from '../../../lib/auth/use-current-profile';
import { fillPath, type CaseFamily } from '../families';
import { CaseFilters } from './CaseFilters';
import { CaseListEmpty } from './CaseListEmpty';
import { CaseTable } from './CaseTable';
import {
  CASE_PAGE_SIZE,
  caseListParams,
  defaultSort,
  hasActiveFilters,
  parseCaseListSearch,
  toUrlSearch,
  withoutHiddenFilters,
  type CaseFilterValues,
  type CaseListSearch,
  type CaseSortField,
} from './list-search';
import { useCaseList } from './use-case-list';

const optionalId = (value: string | undefined) => (value === undefined ? undefined : Number(value));

/**
 * The case list of one role family: its own API list, the filters it allows, sorting and paging. The whole view
 * lives in the URL search params, so back/forward and a shared link restore it.
 */
export function CaseListScreen({ family }: { family: CaseFamily }) {
  const { title } = usePageTrail();
  const navigate = useNavigate();
  const routeParams = useParams({ strict: false }) as Record<string, string | undefined>;
  const view = withoutHiddenFilters(
    parseCaseListSearch(useSearch({ strict: false }) as Record<string, unknown>),
    family.hiddenFilters,
  );
  const { profile } = useCurrentProfile();

  // the client-fixed families list one client: the route's, whatever the URL search says
  const fixedClientId = family.clientParam ? optionalId(routeParams[family.clientParam]) : undefined;
  const clientUserId = family.key === 'client' ? profile?.id : fixedClientId;
  const params = { ...caseListParams(view), ...(fixedClientId !== undefined && { clientId: fixedClientId }) };
  const list = useCaseList(family.source, params, clientUserId);

  const show = (next: CaseListSearch) =>
    void navigate({ to: '.', search: (previous: Record<string, unknown>) => ({ ...previous, ...toUrlSearch(next) }) });
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

  const pathParams = { ...routeParams, ...(clientUserId !== undefined && { userId: clientUserId }) };
  const createPath = family.createPath && fillPath(family.createPath, pathParams);
  const page = list.data;
  const pages = page ? Math.max(1, Math.ceil(page.totalCount / CASE_PAGE_SIZE)) : 1;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={1}>{title}</Title>
        {family.key === 'client' ? (
          <ReportCaseButton />
        ) : (
          createPath && (
            <Button component={Link} to={createPath}>
              Nowa sprawa
            </Button>
          )
        )}
      </Group>
      <CaseFilters family={family} view={view} onChange={filter} onClear={clearFilters} />
      <QueryState query={list}>
        {page && page.totalCount === 0 ? (
          <CaseListEmpty
            filtered={hasActiveFilters(view)}
            ownCases={family.key === 'client'}
            reportPath={createPath}
            onClearFilters={clearFilters}
          />
        ) : (
          page && (
            <Stack gap="sm" style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }} aria-busy={list.isPlaceholderData}>
              <Text size="sm" c="dimmed">
                Liczba spraw: {page.totalCount}
              </Text>
              {page.items.length > 0 ? (
                <CaseTable
                  cases={page.items}
                  detailsHref={(caseItem) => fillPath(family.detailsPath, { ...routeParams, id: caseItem.id })}
                  showClient={!family.hiddenFilters.includes('client')}
                  sortBy={view.sortBy}
                  order={view.order}
                  onSort={sort}
                />
              ) : (
                <Text c="dimmed" ta="center" py="lg">
                  Na tej stronie nie ma spraw.
                </Text>
              )}
              {(pages > 1 || view.page > 1) && (
                <Box>
                  <Pagination
                    total={pages}
                    value={view.page}
                    onChange={(next) => show({ ...view, page: next })}
                    getItemProps={(number) => ({ 'aria-label': `Strona ${number}` })}
                    getControlProps={(control) => ({
                      'aria-label': control === 'previous' ? 'Poprzednia strona' : 'Następna strona',
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
