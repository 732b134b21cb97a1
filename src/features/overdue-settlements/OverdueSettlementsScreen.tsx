import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Settlement } from '@portal/sdk/model';
import { useQuery } from '@tanstack/react-query';
import { CsvButton, pagesOf } from '@/components/lists/CsvButton';
import { ListFilters } from '@/components/lists/ListFilters';
import { ListResults } from '@/components/lists/ListResults';
import { ListTable } from '@/components/lists/ListTable';
import { useListView } from '@/components/lists/use-list-view';
import { QueryState } from '@/components/QueryState';
import { PageHeader } from '@/components/shell/PageHeader';
import { formatAmount } from '@/copy/dates';
import { useCurrentProfile } from '@/lib/auth/use-current-profile';
import { fromGrosze, sumGrosze } from '@/lib/grosze';
import { localToday } from '@/lib/settlements/payment-rules';
import { overduePageQuery, useEveryOverdue } from './api';
import { overdueList, type OverdueSearch } from './list';
import { overdueColumns } from './OverdueTable';
import { overdueTexts as texts } from './texts';

/** What is overdue altogether (every settlement matching the search, not only this page), exact to the grosz. */
function OverdueSummary({ settlements }: { settlements: readonly Settlement[] }) {
  const total = sumGrosze(settlements, (settlement) => settlement.grossAmount);
  return (
    <Paper component="section" aria-label={texts.summary.label} withBorder radius="md" p="md">
      <SimpleGrid component="dl" cols={2} spacing="md" m={0}>
        <div>
          <Text component="dt" size="sm" c="dimmed">
            {texts.summary.total}
          </Text>
          <Text component="dd" fw={600} fz="lg" m={0} style={{ whiteSpace: 'nowrap' }}>
            {formatAmount(fromGrosze(total))}
          </Text>
        </div>
        <div>
          <Text component="dt" size="sm" c="dimmed">
            {texts.summary.count}
          </Text>
          <Text component="dd" fw={600} fz="lg" m={0}>
            {texts.summary.settlements(settlements.length)}
          </Text>
        </div>
      </SimpleGrid>
    </Paper>
  );
}

/**
 * `/overdueSettlements` (Zaległe rozliczenia): the issued invoices that are not paid after their due date, with
 * the total overdue at the top and the days each is late, counted to the user's day. The search, the sort and the
 * page live in the address.
 */
export function OverdueSettlementsScreen({ search }: { search: OverdueSearch }) {
  const { roles } = useCurrentProfile();
  const list = useListView(overdueList, search);
  const params = overdueList.params(search);
  const query = useQuery(overduePageQuery(params));
  const every = useEveryOverdue(list.view.search);
  const columns = overdueColumns(localToday(), roles.includes('Admin'));
  return (
    <Stack gap="md">
      <PageHeader
        actions={<CsvButton name={texts.csvName} columns={columns} pages={pagesOf(overduePageQuery, params)} />}
      />
      <ListFilters
        list={list}
        filters={[{ kind: 'search', key: 'search', label: texts.search, placeholder: texts.searchPlaceholder }]}
      />
      <ListResults
        query={query}
        list={list}
        // the summary says the count (of every page), so the list does not say it again
        summary={<QueryState query={every}>{every.data && <OverdueSummary settlements={every.data} />}</QueryState>}
        empty={texts.empty}
        emptyFiltered={texts.noMatches}
      >
        {(items) => (
          <ListTable
            striped
            highlightOnHover
            label={texts.table}
            rows={items}
            rowKey={(s) => s.id}
            columns={columns}
            sort={list.sort}
          />
        )}
      </ListResults>
    </Stack>
  );
}
