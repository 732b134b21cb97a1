import { Button, Stack, Text } from '@mantine/core';
import type { Settlement } from '@portal/sdk/model';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { AnchorLink } from '@/components/links';
import { CsvButton } from '@/components/lists/CsvButton';
import { ListFilters } from '@/components/lists/ListFilters';
import { ListResults } from '@/components/lists/ListResults';
import { ListTable, type ListColumn } from '@/components/lists/ListTable';
import { useListView } from '@/components/lists/use-list-view';
import { PageHeader } from '@/components/shell/PageHeader';
import { PaymentStatusSelect } from '@/components/settlements/PaymentStatusSelect';
import { formatAmount, formatDate } from '@/copy/dates';
import { fullName } from '@/copy/people';
import {
  paymentProcessStatusLabel,
  settlementCollectionStatusLabels,
  settlementPaymentStatusLabels,
} from '@/copy/settlement-labels';
import { cardPaymentUnderWay } from '@/lib/settlements/payment-rules';
import { settlementListQuery, usePatchSettlementFields, useSetPaymentStatus } from './api';
import { settlementList } from './list';
import { SettlementDrawer } from './SettlementDrawer';
import { staffSettlementTexts as texts } from './texts';

type Search = Parameters<typeof settlementList.view>[0];
const { columns: headers } = texts;
const invoiceOf = (s: Settlement) => s.invoiceNumber ?? texts.noInvoiceNumber;
const dateOf = (day: string | null | undefined) => (day ? formatDate(day) : undefined);

function PaymentStatusCell({ settlement }: { settlement: Settlement }) {
  const setStatus = useSetPaymentStatus();
  return (
    <>
      <PaymentStatusSelect
        variant="payment"
        label={texts.statusOf(headers.paymentStatus, invoiceOf(settlement))}
        hideLabel
        value={settlement.paymentStatus}
        paidDisabled={cardPaymentUnderWay(settlement) || settlement.payuStatus === 'COMPLETED'}
        disabled={setStatus.isPending}
        onChange={(status) => setStatus.mutate({ params: { id: settlement.id, status } })}
      />
      {settlement.payuStatus && (
        <Text size="xs" c="dimmed" mt={4}>
          {headers.payuStatus}: {paymentProcessStatusLabel(settlement.payuStatus)}
        </Text>
      )}
    </>
  );
}

function CollectionStatusCell({ settlement }: { settlement: Settlement }) {
  const patch = usePatchSettlementFields();
  if (settlement.paymentStatus === 'Forecast') return null;
  return (
    <PaymentStatusSelect
      variant="collection"
      label={texts.statusOf(headers.collectionStatus, invoiceOf(settlement))}
      hideLabel
      value={settlement.collectionStatus}
      paidDisabled
      disabled={patch.isPending}
      onChange={(collectionStatus) => patch.mutate({ id: settlement.id, data: { collectionStatus } })}
    />
  );
}

/**
 * `/settlements`: every settlement, for administrators and managers. Filters, sort and page live in the address;
 * the payment and collection statuses are set in the row; the rest of a settlement (the shares' statuses, payment
 * date, notes, the expert's invoice, the payment link, the notification) in its details.
 */
export function SettlementsScreen({ search }: { search: Search }) {
  const list = useListView(settlementList, search);
  const params = settlementList.params(search);
  const query = useQuery(settlementListQuery(params));
  const [openId, setOpenId] = useState<string>();

  const columns: ListColumn<Settlement, (typeof settlementList.sortFields)[number]>[] = [
    {
      key: 'invoiceNumber',
      header: headers.invoiceNumber,
      sort: 'invoiceNumber',
      value: invoiceOf,
      cell: (s) => (
        <Button
          variant="subtle"
          size="compact-sm"
          px={0}
          onClick={() => setOpenId(s.id)}
          aria-label={texts.detailsOf(invoiceOf(s))}
        >
          {invoiceOf(s)}
        </Button>
      ),
    },
    {
      key: 'case',
      header: headers.case,
      sort: 'case',
      value: (s) => s.case.name,
      cell: (s) => (
        <AnchorLink to="/cases/$id" params={{ id: s.caseId }} miw={160} display="block">
          {s.case.name}
        </AnchorLink>
      ),
    },
    {
      key: 'client',
      header: headers.client,
      sort: 'client',
      value: (s) => (s.client ? fullName(s.client) : undefined),
    },
    {
      key: 'grossAmount',
      header: headers.grossAmount,
      sort: 'grossAmount',
      align: 'right',
      nowrap: true,
      phone: 'key',
      value: (s) => formatAmount(s.grossAmount),
    },
    {
      key: 'issueDate',
      header: headers.issueDate,
      sort: 'issueDate',
      nowrap: true,
      phone: 'hide',
      value: (s) => dateOf(s.issueDate),
    },
    {
      key: 'paymentDueDate',
      header: headers.paymentDueDate,
      sort: 'paymentDueDate',
      nowrap: true,
      value: (s) => dateOf(s.paymentDueDate),
    },
    {
      key: 'paymentStatus',
      header: headers.paymentStatus,
      value: (s) => settlementPaymentStatusLabels[s.paymentStatus],
      cell: (s) => <PaymentStatusCell settlement={s} />,
    },
    {
      key: 'collectionStatus',
      header: headers.collectionStatus,
      phone: 'hide',
      value: (s) => (s.collectionStatus ? settlementCollectionStatusLabels[s.collectionStatus] : undefined),
      cell: (s) => <CollectionStatusCell settlement={s} />,
    },
  ];

  return (
    <Stack gap="md">
      <PageHeader
        actions={
          <CsvButton
            name={texts.csvName}
            columns={columns}
            pages={(page, pageSize) => settlementListQuery({ ...params, page, pageSize })}
          />
        }
      />
      <ListFilters
        list={list}
        filters={[
          { kind: 'search', key: 'search', label: texts.filters.search, placeholder: texts.filters.searchPlaceholder },
          {
            kind: 'select',
            key: 'paymentStatus',
            label: texts.filters.paymentStatus,
            options: settlementPaymentStatusLabels,
          },
          {
            kind: 'select',
            key: 'collectionStatus',
            label: texts.filters.collectionStatus,
            options: settlementCollectionStatusLabels,
          },
          { kind: 'dateRange', from: 'from', to: 'to', label: texts.filters.issueDate },
        ]}
      />
      <SettlementDrawer
        settlement={query.data?.items.find((s) => s.id === openId)}
        onClose={() => setOpenId(undefined)}
      />
      <ListResults
        query={query}
        list={list}
        count={texts.count}
        empty={texts.empty}
        emptyFiltered={texts.emptyFiltered}
      >
        {(items) => (
          <ListTable label={texts.table} rows={items} rowKey={(s) => s.id} columns={columns} sort={list.sort} />
        )}
      </ListResults>
    </Stack>
  );
}
