import { Button, Group, Select, Stack, Table, Text, Title } from '@mantine/core';
import type { Settlement } from '@portal/sdk/model';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Fragment, useState } from 'react';
import { AnchorLink } from '@/components/links';
import { DateRangeFilter } from '@/components/lists/DateRangeFilter';
import { ListSearchInput } from '@/components/lists/ListSearchInput';
import { ListPagination } from '@/components/lists/ListPagination';
import { phoneLineClass, phoneSecondary, phoneTableContainer } from '@/components/phone-table';
import { QueryState } from '@/components/QueryState';
import { usePageTrail } from '@/components/shell/page-title';
import { cardPaymentUnderWay } from '@/lib/settlements/payment-rules';
import { PaymentStatusSelect } from '@/components/settlements/PaymentStatusSelect';
import { SortableHeader } from '@/components/SortableHeader';
import { formatAmount, formatDate } from '@/copy/dates';
import {
  paymentProcessStatusLabel,
  settlementCollectionStatusLabels,
  settlementPaymentStatusLabels,
} from '@/copy/settlement-labels';
import { fullName } from '@/copy/people';
import { settlementListQuery, usePatchSettlementFields, useSetPaymentStatus } from './api';
import { SETTLEMENT_PAGE_SIZE, sortOf, type SettlementListSearch, type SettlementSortField } from './list-search';
import { SettlementDrawer } from './SettlementDrawer';
import { staffSettlementTexts as texts } from './texts';

const columns = texts.columns;
const invoiceOf = (s: Settlement) => s.invoiceNumber ?? texts.noInvoiceNumber;

/**
 * `/settlements`: every settlement, for administrators and managers. Filters, sort and page live in the URL; the
 * payment status and the collection status are set in the row; the rest of a settlement (the shares' statuses,
 * payment date, notes, the expert's invoice, the payment link, the notification) in its details.
 */
export function SettlementsScreen({ search }: { search: SettlementListSearch }) {
  const { title } = usePageTrail();
  const navigate = useNavigate();
  const list = useQuery(settlementListQuery(search));
  const [openId, setOpenId] = useState<string>();
  const show = (next: SettlementListSearch) => void navigate({ to: '/settlements', search: next });
  const filter = (changes: Partial<SettlementListSearch>) => show({ ...search, ...changes, page: undefined });
  const { sortBy, order } = sortOf(search);
  const sort = (field: SettlementSortField) =>
    show({ ...search, sortBy: field, order: field === sortBy && order === 'desc' ? 'asc' : 'desc', page: undefined });
  const filtered = Boolean(search.search || search.paymentStatus || search.collectionStatus || search.from);
  const page = list.data;
  const open = page?.items.find((s) => s.id === openId);
  const sortProps = { sortBy, order, onSort: sort };

  return (
    <Stack gap="md">
      <Title order={1}>{title}</Title>
      <Filters search={search} onChange={filter} onClear={() => show({})} />
      <SettlementDrawer settlement={open} onClose={() => setOpenId(undefined)} />
      <QueryState query={list}>
        {page && (
          <Stack gap="sm" style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }} aria-busy={list.isPlaceholderData}>
            <Text size="sm" c="dimmed">
              {texts.count(page.totalCount)}
            </Text>
            {page.items.length === 0 ? (
              <Text c="dimmed" ta="center" py="lg" role="status">
                {filtered ? texts.emptyFiltered : texts.empty}
              </Text>
            ) : (
              <Table.ScrollContainer {...phoneTableContainer}>
                <Table verticalSpacing="sm" aria-label={title ?? undefined}>
                  <Table.Thead>
                    <Table.Tr>
                      <SortableHeader field="invoiceNumber" {...sortProps}>
                        {columns.invoiceNumber}
                      </SortableHeader>
                      <SortableHeader field="case" isSecondary {...sortProps}>
                        {columns.case}
                      </SortableHeader>
                      <SortableHeader field="grossAmount" align="right" {...sortProps}>
                        {columns.grossAmount}
                      </SortableHeader>
                      <SortableHeader field="issueDate" isSecondary {...sortProps}>
                        {columns.issueDate}
                      </SortableHeader>
                      <SortableHeader field="paymentDueDate" isSecondary {...sortProps}>
                        {columns.paymentDueDate}
                      </SortableHeader>
                      <Table.Th {...phoneSecondary}>{columns.paymentStatus}</Table.Th>
                      <Table.Th {...phoneSecondary}>{columns.collectionStatus}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {page.items.map((settlement) => (
                      <Row key={settlement.id} settlement={settlement} onOpen={() => setOpenId(settlement.id)} />
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
            <ListPagination
              totalCount={page.totalCount}
              pageSize={SETTLEMENT_PAGE_SIZE}
              page={search.page ?? 1}
              onPage={(next) => show({ ...search, page: next > 1 ? next : undefined })}
              labels={{ page: texts.page, previous: texts.previousPage, next: texts.nextPage }}
            />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

function Filters({
  search,
  onChange,
  onClear,
}: {
  search: SettlementListSearch;
  onChange: (changes: Partial<SettlementListSearch>) => void;
  onClear: () => void;
}) {
  const any = { value: '', label: texts.filters.any };
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <ListSearchInput
        label={texts.filters.search}
        placeholder={texts.filters.searchPlaceholder}
        value={search.search}
        onSearch={(text) => onChange({ search: text })}
      />
      <Select
        label={texts.filters.paymentStatus}
        data={[any, ...Object.entries(settlementPaymentStatusLabels).map(([value, label]) => ({ value, label }))]}
        value={search.paymentStatus ?? ''}
        onChange={(value) => onChange({ paymentStatus: (value || undefined) as SettlementListSearch['paymentStatus'] })}
        allowDeselect={false}
        w={190}
      />
      <Select
        label={texts.filters.collectionStatus}
        data={[any, ...Object.entries(settlementCollectionStatusLabels).map(([value, label]) => ({ value, label }))]}
        value={search.collectionStatus ?? ''}
        onChange={(value) =>
          onChange({ collectionStatus: (value || undefined) as SettlementListSearch['collectionStatus'] })
        }
        allowDeselect={false}
        w={190}
      />
      <DateRangeFilter
        label={texts.filters.issueDate}
        placeholder={texts.filters.rangePlaceholder}
        from={search.from}
        to={search.to}
        onChange={(from, to) => onChange({ from, to })}
      />
      <Button variant="subtle" onClick={onClear}>
        {texts.filters.clear}
      </Button>
    </Group>
  );
}

function Row({ settlement, onOpen }: { settlement: Settlement; onOpen: () => void }) {
  const setStatus = useSetPaymentStatus();
  const patch = usePatchSettlementFields();
  const invoice = invoiceOf(settlement);
  const caseLink = (underline: 'always' | 'hover') => (
    <AnchorLink to="/cases/$id" params={{ id: settlement.caseId }} underline={underline}>
      {settlement.case.name}
    </AnchorLink>
  );
  const client = settlement.client ? fullName(settlement.client) : '-';
  const due = settlement.paymentDueDate ? formatDate(settlement.paymentDueDate) : '-';
  return (
    <Table.Tr>
      <Table.Td>
        <Button variant="subtle" size="compact-sm" px={0} onClick={onOpen} aria-label={texts.detailsOf(invoice)}>
          {invoice}
        </Button>
        <Text size="xs" c="dimmed" className={phoneLineClass}>
          {caseLink('always')}
          {[client, due, settlementPaymentStatusLabels[settlement.paymentStatus]].map((part, i) => (
            <Fragment key={i}> · {part}</Fragment>
          ))}
        </Text>
      </Table.Td>
      <Table.Td {...phoneSecondary} miw={180}>
        {caseLink('hover')}
        <Text size="xs" c="dimmed">
          {client}
        </Text>
      </Table.Td>
      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
        {formatAmount(settlement.grossAmount)}
      </Table.Td>
      <Table.Td {...phoneSecondary}>{settlement.issueDate ? formatDate(settlement.issueDate) : '-'}</Table.Td>
      <Table.Td {...phoneSecondary}>{due}</Table.Td>
      <Table.Td {...phoneSecondary}>
        <PaymentStatusSelect
          variant="payment"
          label={texts.statusOf(columns.paymentStatus, invoice)}
          hideLabel
          value={settlement.paymentStatus}
          paidDisabled={cardPaymentUnderWay(settlement) || settlement.payuStatus === 'COMPLETED'}
          disabled={setStatus.isPending}
          onChange={(status) => setStatus.mutate({ params: { id: settlement.id, status } })}
        />
        {settlement.payuStatus && (
          <Text size="xs" c="dimmed" mt={4}>
            {columns.payuStatus}: {paymentProcessStatusLabel(settlement.payuStatus)}
          </Text>
        )}
      </Table.Td>
      <Table.Td {...phoneSecondary}>
        {settlement.paymentStatus !== 'Forecast' && (
          <PaymentStatusSelect
            variant="collection"
            label={texts.statusOf(columns.collectionStatus, invoice)}
            hideLabel
            value={settlement.collectionStatus}
            paidDisabled
            disabled={patch.isPending}
            onChange={(collectionStatus) => patch.mutate({ id: settlement.id, data: { collectionStatus } })}
          />
        )}
      </Table.Td>
    </Table.Tr>
  );
}
