import { Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { AnchorLink, ButtonLink } from '@/components/links';
import { QueryState } from '@/components/QueryState';
import { usePageTrail } from '@/components/shell/page-title';
import { useCurrentProfile } from '@/lib/auth/use-current-profile';
import { caseIncomeQuery, incomePageQuery, useEveryIncome } from './api';
import { IncomeCasesTable } from './IncomeCasesTable';
import { IncomeFilters } from './IncomeFilters';
import {
  descendingFirst,
  hasIncomeFilters,
  INCOME_PAGE_SIZE,
  incomeFilters,
  incomeTabs,
  parseIncomeSearch,
  toIncomeUrlSearch,
  type IncomeFilters as Filters,
  type IncomeSearch,
  type IncomeSortField,
  type IncomeUrlSearch,
} from './income-search';
import { filterIncome, incomeByCase, pageOf, sortIncome } from './income-views';
import { IncomeTable } from './IncomeTable';
import { IncomeTotals } from './IncomeTotals';
import { staffCaseLink } from '@/components/lists/case-link';
import { ListPagination } from '@/components/lists/ListPagination';
import type { SortProps } from '@/components/SortableHeader';
import { nextOrder } from '@/components/lists/url-values';
import { incomeTexts } from './texts';

const texts = incomeTexts;
const pageLabels = { page: texts.list.page, previous: texts.list.previousPage, next: texts.list.nextPage };

/** What the tabs share: the view, how to change it, and the link to one case's income. */
interface ViewProps {
  view: IncomeSearch;
  show: (next: IncomeSearch) => void;
  sort: SortProps<IncomeSortField>;
  caseIncomeSearch: (caseId: number) => IncomeUrlSearch;
  clearFilters: () => void;
}

/**
 * `/income` (Przychody): the signed-in staff member's income from settlements, overall and per case. The totals at
 * the top sum the whole filtered list; the filters (search, issue-date range), the tab, the open case, the sort and
 * the page live in the URL.
 */
export function IncomeScreen({ search }: { search: IncomeUrlSearch }) {
  const { title } = usePageTrail();
  const navigate = useNavigate();
  const view = parseIncomeSearch(search);
  const show = (next: IncomeSearch) => void navigate({ to: '/income', search: toIncomeUrlSearch(next) });
  const props: ViewProps = {
    view,
    show,
    sort: {
      sortBy: view.sortBy,
      order: view.order,
      onSort: (field) => show({ ...view, sortBy: field, order: nextOrder(field, view, descendingFirst), page: 1 }),
    },
    caseIncomeSearch: (caseId) => toIncomeUrlSearch({ ...view, tab: 'cases', caseId, page: 1 }),
    clearFilters: () => show({ ...view, search: undefined, from: undefined, to: undefined, page: 1 }),
  };
  const filter = (filters: Filters) => show({ ...view, ...filters, page: 1 });

  return (
    <Stack gap="md">
      <Title order={1}>{title}</Title>
      <IncomeFilters view={view} onChange={filter} onClear={props.clearFilters} />
      <Tabs
        value={view.tab}
        keepMounted={false}
        onChange={(tab) =>
          show({ ...view, tab: incomeTabs.find((t) => t === tab) ?? 'list', caseId: undefined, page: 1 })
        }
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="list">{texts.tabs.list}</Tabs.Tab>
          <Tabs.Tab value="cases">{texts.tabs.cases}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="list">
          <IncomeList {...props} />
        </Tabs.Panel>
        <Tabs.Panel value="cases">
          {view.caseId ? <CaseIncomeView caseId={view.caseId} {...props} /> : <IncomeByCase {...props} />}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

/** Nothing to list: none at all, or nothing matching the filters (which can be cleared). */
function IncomeEmpty({ filtered, text, onClear }: { filtered: boolean; text: string; onClear: () => void }) {
  return (
    <Stack align="center" gap="sm" py="xl" role="status">
      <Text fw={500}>{filtered ? texts.empty.noMatches : text}</Text>
      {filtered && (
        <Button variant="light" onClick={onClear}>
          {texts.filters.clear}
        </Button>
      )}
    </Stack>
  );
}

/** A view's page: the totals, how many there are, its table and the pages; dimmed while the next one loads. */
function IncomePage({
  totals,
  count,
  totalCount,
  view,
  show,
  busy = false,
  children,
}: Pick<ViewProps, 'view' | 'show'> & {
  totals: ReactNode;
  count: string;
  totalCount: number;
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <Stack gap="sm" style={{ opacity: busy ? 0.6 : 1 }} aria-busy={busy}>
      {totals}
      <Text size="sm" c="dimmed">
        {count}
      </Text>
      {children}
      <ListPagination
        totalCount={totalCount}
        pageSize={INCOME_PAGE_SIZE}
        page={view.page}
        onPage={(next) => show({ ...view, page: next })}
        labels={pageLabels}
      />
    </Stack>
  );
}

/** Every entry: one page from the API, sorted and paged there; the totals of the whole filtered list above it. */
function IncomeList({ view, show, sort, caseIncomeSearch, clearFilters }: ViewProps) {
  const list = useQuery(incomePageQuery(view));
  const every = useEveryIncome(incomeFilters(view));
  const page = list.data;
  return (
    <QueryState query={list}>
      {page && page.totalCount === 0 ? (
        <IncomeEmpty filtered={hasIncomeFilters(view)} text={texts.empty.none} onClear={clearFilters} />
      ) : (
        page && (
          <IncomePage
            totals={<QueryState query={every}>{every.data && <IncomeTotals entries={every.data} />}</QueryState>}
            count={texts.list.count(page.totalCount)}
            totalCount={page.totalCount}
            view={view}
            show={show}
            busy={list.isPlaceholderData}
          >
            {page.items.length > 0 ? (
              <IncomeTable entries={page.items} caseIncomeSearch={caseIncomeSearch} {...sort} />
            ) : (
              <Text c="dimmed" ta="center" py="lg">
                {texts.list.emptyPage}
              </Text>
            )}
          </IncomePage>
        )
      )}
    </QueryState>
  );
}

/** The income summed per case (the whole filtered list), the cases by name; a case opens its entries. */
function IncomeByCase({ view, show, caseIncomeSearch, clearFilters }: ViewProps) {
  const every = useEveryIncome(incomeFilters(view));
  const cases = every.data ? incomeByCase(every.data) : [];
  return (
    <QueryState query={every}>
      {cases.length === 0 ? (
        <IncomeEmpty filtered={hasIncomeFilters(view)} text={texts.empty.none} onClear={clearFilters} />
      ) : (
        <IncomePage
          totals={<IncomeTotals entries={every.data ?? []} />}
          count={texts.list.caseCount(cases.length)}
          totalCount={cases.length}
          view={view}
          show={show}
          busy={every.isPlaceholderData}
        >
          <IncomeCasesTable cases={pageOf(cases, view.page, INCOME_PAGE_SIZE)} caseIncomeSearch={caseIncomeSearch} />
        </IncomePage>
      )}
    </QueryState>
  );
}

/**
 * One case's income (`GET Settlement/income/{caseId}`), under the same filters, sort and paging as the whole list
 * (applied here: the call takes none), with its own totals, the way back to every case and the case's page.
 */
function CaseIncomeView({ caseId, view, show, sort, clearFilters }: ViewProps & { caseId: number }) {
  const { roles } = useCurrentProfile();
  const query = useQuery(caseIncomeQuery(caseId));
  const entries = query.data ? sortIncome(filterIncome(query.data, incomeFilters(view)), view.sortBy, view.order) : [];
  const name = query.data?.[0]?.case.name;
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="center" gap="xs">
        <Title order={2} size="h3">
          {name ? texts.caseView.title(name) : texts.caseView.unnamed(caseId)}
        </Title>
        <Group gap="sm">
          <AnchorLink to="/income" search={toIncomeUrlSearch({ ...view, caseId: undefined, page: 1 })}>
            {texts.caseView.back}
          </AnchorLink>
          {query.data && (
            <ButtonLink {...staffCaseLink(caseId, roles.includes('Admin'))} variant="light" size="xs">
              {texts.caseView.openCase}
            </ButtonLink>
          )}
        </Group>
      </Group>
      <QueryState query={query} notFoundText={texts.caseView.notFound}>
        {entries.length === 0 ? (
          <IncomeEmpty
            filtered={hasIncomeFilters(view) && !!query.data?.length}
            text={texts.empty.noneInCase}
            onClear={clearFilters}
          />
        ) : (
          <IncomePage
            totals={<IncomeTotals entries={entries} />}
            count={texts.list.count(entries.length)}
            totalCount={entries.length}
            view={view}
            show={show}
          >
            <IncomeTable entries={pageOf(entries, view.page, INCOME_PAGE_SIZE)} {...sort} />
          </IncomePage>
        )}
      </QueryState>
    </Stack>
  );
}
