import { Group, Stack, Tabs, Title } from '@mantine/core';
import type { SettlementIncome } from '@portal/sdk/model';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AnchorLink, ButtonLink } from '@/components/links';
import { staffCaseLink } from '@/components/lists/case-link';
import { CsvButton, pagesOf, type CsvButtonProps } from '@/components/lists/CsvButton';
import { ListFilters } from '@/components/lists/ListFilters';
import { ListResults, type ListResultsProps } from '@/components/lists/ListResults';
import { ListTable, type ListTableProps } from '@/components/lists/ListTable';
import { useListView, type ListViewState } from '@/components/lists/use-list-view';
import { PageHeader } from '@/components/shell/PageHeader';
import { QueryState } from '@/components/QueryState';
import { useCurrentProfile } from '@/lib/auth/use-current-profile';
import { caseIncomeQuery, incomePageQuery, useEveryIncome } from './api';
import { incomeCaseColumns } from './IncomeCasesTable';
import { incomeColumns } from './IncomeTable';
import { IncomeTotals } from './IncomeTotals';
import { filterIncome, incomeByCase, sortIncome } from './income-views';
import { incomeFilters, incomeList, incomeTab, type IncomeSearch, type IncomeSortField } from './list';
import { incomeTexts as texts } from './texts';

type List = ListViewState<IncomeSearch, IncomeSortField>;
/** What the tabs share: the view, and the link to one case's income. */
interface ViewProps {
  list: List;
  caseIncome: (caseId: number) => IncomeSearch;
}

/**
 * `/income` (Przychody): the signed-in staff member's income from settlements, overall and per case. The totals at
 * the top sum the whole filtered list; the filters (search, issue-date range), the tab, the open case, the sort and
 * the page live in the address.
 */
export function IncomeScreen({ search }: { search: IncomeSearch }) {
  const list = useListView(incomeList, search);
  const { view } = list;
  const caseIncome = (caseId: number) => incomeList.toUrl({ ...view, tab: undefined, caseId, page: 1 });
  return (
    <Stack gap="md">
      <PageHeader />
      <ListFilters
        list={list}
        filters={[
          { kind: 'search', key: 'search', label: texts.filters.search, placeholder: texts.filters.searchPlaceholder },
          { kind: 'dateRange', from: 'from', to: 'to', label: texts.filters.issueDate },
        ]}
      />
      <Tabs
        value={incomeTab(view)}
        keepMounted={false}
        onChange={(tab) => list.filter({ tab: tab === 'cases' ? 'cases' : undefined, caseId: undefined })}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="list">{texts.tabs.list}</Tabs.Tab>
          <Tabs.Tab value="cases">{texts.tabs.cases}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="list">
          <IncomeList list={list} caseIncome={caseIncome} />
        </Tabs.Panel>
        <Tabs.Panel value="cases">
          {view.caseId ? (
            <CaseIncome caseId={view.caseId} list={list} />
          ) : (
            <IncomeByCase list={list} caseIncome={caseIncome} />
          )}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

/** One tab's rows, its totals above them and what exports them, in the kit's states. */
function IncomeResults<T, F extends string>({
  heading,
  csv,
  table,
  ...results
}: Omit<ListResultsProps<T>, 'children' | 'empty'> & {
  heading?: ReactNode;
  empty?: string;
  csv: CsvButtonProps<T>;
  table: Omit<ListTableProps<T, F>, 'rows'>;
}) {
  return (
    <Stack gap="sm">
      <Group justify={heading ? 'space-between' : 'flex-end'} align="center" gap="xs">
        {heading}
        <CsvButton {...csv} />
      </Group>
      <ListResults empty={texts.empty.none} emptyFiltered={texts.empty.noMatches} {...results}>
        {(items) => <ListTable striped highlightOnHover rows={items} {...table} />}
      </ListResults>
    </Stack>
  );
}

const entryKey = (entry: SettlementIncome) => `${entry.settlementId}/${entry.role}`;

/** Every entry: one page from the API, sorted and paged there; the totals of the whole filtered list above it. */
function IncomeList({ list, caseIncome }: ViewProps) {
  const params = incomeList.params(list.view);
  const query = useQuery(incomePageQuery(params));
  const every = useEveryIncome(incomeFilters(list.view));
  const columns = incomeColumns(caseIncome);
  return (
    <IncomeResults
      query={query}
      list={list}
      count={texts.list.count}
      summary={<QueryState query={every}>{every.data && <IncomeTotals entries={every.data} />}</QueryState>}
      csv={{ name: texts.csvName, columns, pages: pagesOf(incomePageQuery, params) }}
      table={{ label: texts.list.table, columns, rowKey: entryKey, sort: list.sort }}
    />
  );
}

/** The income summed per case (the whole filtered list), the cases by name; a case opens its entries. */
function IncomeByCase({ list, caseIncome }: ViewProps) {
  const every = useEveryIncome(incomeFilters(list.view));
  const cases = every.data ? incomeByCase(every.data) : [];
  const columns = incomeCaseColumns(caseIncome);
  return (
    <IncomeResults
      query={{ ...every, data: every.data && list.pageOf(cases) }}
      list={list}
      count={texts.list.caseCount}
      summary={<IncomeTotals entries={every.data ?? []} />}
      csv={{ name: texts.casesCsvName, columns, rows: cases }}
      table={{ label: texts.list.casesTable, columns, rowKey: (row) => row.caseId }}
    />
  );
}

/**
 * One case's income (`GET Settlement/income/{caseId}`), under the same filters, sort and paging as the whole list
 * (applied here: the call takes none), with its own totals, the way back to every case and the case's page.
 */
function CaseIncome({ caseId, list }: { caseId: number; list: List }) {
  const { roles } = useCurrentProfile();
  const query = useQuery(caseIncomeQuery(caseId));
  const entries = query.data
    ? sortIncome(filterIncome(query.data, incomeFilters(list.view)), list.sort.sortBy, list.sort.order)
    : [];
  const name = query.data?.[0]?.case.name;
  const columns = incomeColumns();
  return (
    <IncomeResults
      heading={
        <Group justify="space-between" align="center" gap="xs" style={{ flexGrow: 1 }}>
          <Title order={2} size="h3">
            {name ? texts.caseView.title(name) : texts.caseView.unnamed(caseId)}
          </Title>
          <Group gap="sm">
            <AnchorLink
              to="/income"
              search={incomeList.toUrl({ ...list.view, tab: 'cases', caseId: undefined, page: 1 })}
            >
              {texts.caseView.back}
            </AnchorLink>
            {query.data && (
              <ButtonLink {...staffCaseLink(caseId, roles.includes('Admin'))} variant="light" size="xs">
                {texts.caseView.openCase}
              </ButtonLink>
            )}
          </Group>
        </Group>
      }
      query={{ isPending: query.isPending, error: query.error, data: query.data && list.pageOf(entries) }}
      list={list}
      notFoundText={texts.caseView.notFound}
      count={texts.list.count}
      summary={<IncomeTotals entries={entries} />}
      empty={texts.empty.noneInCase}
      // a case without any income of the caller says so whatever the filters
      emptyFiltered={query.data?.length ? texts.empty.noMatches : undefined}
      csv={{ name: texts.caseCsvName(caseId), columns, rows: entries }}
      table={{ label: texts.list.table, columns, rowKey: entryKey, sort: list.sort }}
    />
  );
}
