import { Stack } from '@mantine/core';
import type { Settlement } from '@portal/sdk/model';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CsvButton, pagesOf } from '@/components/lists/CsvButton';
import { ListFilters } from '@/components/lists/ListFilters';
import { ListResults } from '@/components/lists/ListResults';
import { ListTable, type ListColumn } from '@/components/lists/ListTable';
import { RowOpenButton } from '@/components/lists/RowOpenButton';
import { useListView } from '@/components/lists/use-list-view';
import { PageHeader } from '@/components/shell/PageHeader';
import { formatAmount, formatDate } from '@/copy/dates';
import { fullName } from '@/copy/people';
import {
  settlementCollectionStatusLabels as collection,
  settlementPaymentStatusLabels as payment,
} from '@/copy/settlement-labels';
import { SettlementDrawer } from '@/features/settlements/details/SettlementDrawer';
import { CollectionStatusCell, PaymentStatusCell } from '@/features/settlements/details/StatusCells';
import { settlementListQuery } from './api';
import { settlementList } from './list';
import { staffSettlementTexts as texts } from './texts';

const h = texts.columns;
const invoiceOf = (s: Settlement) => s.invoiceNumber ?? texts.noInvoiceNumber;
const day = (date: string | null | undefined) => date && formatDate(date);

/** The list's columns; the invoice number opens the settlement's details. */
const columnsOf = (
  open: (id: string) => void,
): ListColumn<Settlement, (typeof settlementList.sortFields)[number]>[] => [
  {
    key: 'invoiceNumber',
    header: h.invoiceNumber,
    sort: 'invoiceNumber',
    value: invoiceOf,
    cell: (s) => (
      <RowOpenButton onClick={() => open(s.id)} aria-label={texts.detailsOf(invoiceOf(s))}>
        {invoiceOf(s)}
      </RowOpenButton>
    ),
  },
  {
    key: 'case',
    header: h.case,
    sort: 'case',
    minWidth: 180,
    value: (s) => s.case.name,
    link: (s) => ({ to: '/cases/$id', params: { id: s.caseId } }),
  },
  { key: 'client', header: h.client, sort: 'client', value: (s) => s.client && fullName(s.client) },
  {
    key: 'grossAmount',
    header: h.grossAmount,
    sort: 'grossAmount',
    align: 'right',
    phone: 'key',
    value: (s) => formatAmount(s.grossAmount),
  },
  {
    key: 'issueDate',
    header: h.issueDate,
    sort: 'issueDate',
    nowrap: true,
    phone: 'hide',
    value: (s) => day(s.issueDate),
  },
  {
    key: 'paymentDueDate',
    header: h.paymentDueDate,
    sort: 'paymentDueDate',
    nowrap: true,
    value: (s) => day(s.paymentDueDate),
  },
  {
    key: 'paymentStatus',
    header: h.paymentStatus,
    value: (s) => payment[s.paymentStatus],
    cell: (s) => <PaymentStatusCell settlement={s} />,
  },
  {
    key: 'collectionStatus',
    header: h.collectionStatus,
    phone: 'hide',
    value: (s) => s.collectionStatus && collection[s.collectionStatus],
    cell: (s) => <CollectionStatusCell settlement={s} />,
  },
];

/**
 * `/settlements`: every settlement, for administrators and managers. Filters, sort and page live in the address;
 * the payment and collection statuses are set in the row, the rest of a settlement in its details.
 */
export function SettlementsScreen({ search }: { search: Parameters<typeof settlementList.view>[0] }) {
  const list = useListView(settlementList, search);
  const params = settlementList.params(search);
  const query = useQuery(settlementListQuery(params));
  const [openId, setOpenId] = useState<string>();
  const columns = columnsOf(setOpenId);
  const { filters: f } = texts;
  return (
    <Stack gap="md">
      <PageHeader
        actions={<CsvButton name={texts.csvName} columns={columns} pages={pagesOf(settlementListQuery, params)} />}
      />
      <ListFilters
        list={list}
        filters={[
          { kind: 'search', key: 'search', label: f.search, placeholder: f.searchPlaceholder },
          { kind: 'select', key: 'paymentStatus', label: f.paymentStatus, options: payment },
          { kind: 'select', key: 'collectionStatus', label: f.collectionStatus, options: collection },
          { kind: 'dateRange', from: 'from', to: 'to', label: f.issueDate },
        ]}
      />
      <SettlementDrawer
        settlement={query.data?.items.find((s) => s.id === openId)}
        onClose={() => setOpenId(undefined)}
      />
      <ListResults query={query} list={list} texts={texts}>
        {(items) => (
          <ListTable label={texts.table} rows={items} rowKey={(s) => s.id} columns={columns} sort={list.sort} />
        )}
      </ListResults>
    </Stack>
  );
}
