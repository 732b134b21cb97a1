import { Button, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Settlement } from '@portal/sdk/model';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { QueryState } from '@/components/QueryState';
import { localToday } from '@/lib/settlements/payment-rules';
import { usePageTrail } from '@/components/shell/page-title';
import { formatAmount } from '@/copy/dates';
import { useCurrentProfile } from '@/lib/auth/use-current-profile';
import { overduePageQuery, useEveryOverdue } from './api';
import { fromGrosze, sumGrosze } from '@/lib/grosze';
import { ListPagination } from '@/components/lists/ListPagination';
import { ListSearchInput } from '@/components/lists/ListSearchInput';
import { nextOrder } from '@/components/lists/url-values';
import {
  descendingFirst,
  OVERDUE_PAGE_SIZE,
  parseOverdueSearch,
  toOverdueUrlSearch,
  type OverdueSearch,
  type OverdueUrlSearch,
} from './overdue-search';
import { OverdueTable } from './OverdueTable';
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
 * page live in the URL.
 */
export function OverdueSettlementsScreen({ search }: { search: OverdueUrlSearch }) {
  const { title } = usePageTrail();
  const navigate = useNavigate();
  const { roles } = useCurrentProfile();
  const view = parseOverdueSearch(search);
  const list = useQuery(overduePageQuery(view));
  const every = useEveryOverdue(view.search);
  const show = (next: OverdueSearch) => void navigate({ to: '/overdueSettlements', search: toOverdueUrlSearch(next) });
  const clearSearch = () => show({ ...view, search: undefined, page: 1 });
  const page = list.data;

  return (
    <Stack gap="md">
      <Title order={1}>{title}</Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" role="search">
        <ListSearchInput
          label={texts.search}
          placeholder={texts.searchPlaceholder}
          value={view.search}
          onSearch={(text) => show({ ...view, search: text, page: 1 })}
        />
        {view.search && (
          <Button variant="subtle" onClick={clearSearch} style={{ alignSelf: 'end', justifySelf: 'start' }}>
            {texts.clearSearch}
          </Button>
        )}
      </SimpleGrid>
      <QueryState query={list}>
        {page && page.totalCount === 0 ? (
          <Stack align="center" gap="sm" py="xl" role="status">
            <Text fw={500}>{view.search ? texts.noMatches : texts.empty}</Text>
            {view.search && (
              <Button variant="light" onClick={clearSearch}>
                {texts.clearSearch}
              </Button>
            )}
          </Stack>
        ) : (
          page && (
            <Stack gap="sm" style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }} aria-busy={list.isPlaceholderData}>
              <QueryState query={every}>{every.data && <OverdueSummary settlements={every.data} />}</QueryState>
              <Text size="sm" c="dimmed">
                {texts.count(page.totalCount)}
              </Text>
              {page.items.length > 0 ? (
                <OverdueTable
                  settlements={page.items}
                  today={localToday()}
                  isAdmin={roles.includes('Admin')}
                  sortBy={view.sortBy}
                  order={view.order}
                  onSort={(field) =>
                    show({ ...view, sortBy: field, order: nextOrder(field, view, descendingFirst), page: 1 })
                  }
                />
              ) : (
                <Text c="dimmed" ta="center" py="lg">
                  {texts.emptyPage}
                </Text>
              )}
              <ListPagination
                totalCount={page.totalCount}
                pageSize={OVERDUE_PAGE_SIZE}
                page={view.page}
                onPage={(next) => show({ ...view, page: next })}
                labels={{ page: texts.page, previous: texts.previousPage, next: texts.nextPage }}
              />
            </Stack>
          )
        )}
      </QueryState>
    </Stack>
  );
}
