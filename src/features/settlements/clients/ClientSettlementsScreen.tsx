import { Stack } from '@mantine/core';
import { AnchorLink } from '@/components/links';
import { CsvButton } from '@/components/lists/CsvButton';
import { ListFilters } from '@/components/lists/ListFilters';
import { ListResults } from '@/components/lists/ListResults';
import { ListTable, type ListColumn } from '@/components/lists/ListTable';
import { useListView } from '@/components/lists/use-list-view';
import { PageHeader } from '@/components/shell/PageHeader';
import { formatAmount } from '@/copy/dates';
import { fullName } from '@/copy/people';
import { localToday } from '@/lib/settlements/payment-rules';
import { useEveryClientSettlement } from './api';
import { summariseByClient, type ClientSummary } from './client-summaries';
import { clientSettlementList, type ClientSettlementSearch } from './list';
import { clientSettlementTexts as texts } from './texts';

const { columns: headers } = texts;
/** On a phone the client and what is after deadline stay; the count and what is to pay join the line. */
const sums = { forecast: 'hide', toPay: 'labelled', overdue: 'key', paid: 'hide' } as const;

const columns: ListColumn<ClientSummary>[] = [
  {
    key: 'client',
    header: headers.client,
    value: (summary) => fullName(summary.client),
    cell: (summary) => (
      <AnchorLink
        to="/settlements"
        search={{ search: summary.client.lastName }}
        aria-label={texts.show(fullName(summary.client))}
      >
        {fullName(summary.client)}
      </AnchorLink>
    ),
  },
  { key: 'count', header: headers.count, align: 'right', phone: 'labelled', value: (summary) => summary.count },
  ...(Object.keys(sums) as (keyof typeof sums)[]).map((sum): ListColumn<ClientSummary> => ({
    key: sum,
    header: headers[sum],
    align: 'right',
    nowrap: true,
    phone: sums[sum],
    value: (summary) => (summary[sum] ? formatAmount(summary[sum]) : undefined),
  })),
];

/**
 * `/clientSettlements`: the settlements of the cases the staff member works on (all of them for an administrator),
 * by client: forecast, to pay, after deadline and paid; a client opens their settlements in the full list.
 */
export function ClientSettlementsScreen({ search }: { search: ClientSettlementSearch }) {
  const list = useListView(clientSettlementList, search);
  const every = useEveryClientSettlement(list.view.search);
  const summaries = every.data ? summariseByClient(every.data, localToday()) : [];
  return (
    <Stack gap="md">
      <PageHeader intro={texts.intro} actions={<CsvButton name={texts.csvName} columns={columns} rows={summaries} />} />
      <ListFilters
        list={list}
        filters={[{ kind: 'search', key: 'search', label: texts.search, placeholder: texts.searchPlaceholder }]}
      />
      <ListResults
        query={{ ...every, data: every.data && list.pageOf(summaries) }}
        list={list}
        empty={texts.empty}
        emptyFiltered={texts.emptyFiltered}
      >
        {(items) => (
          <ListTable label={texts.tableLabel} rows={items} rowKey={(summary) => summary.client.id} columns={columns} />
        )}
      </ListResults>
    </Stack>
  );
}
