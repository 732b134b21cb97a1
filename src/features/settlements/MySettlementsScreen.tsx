import { Button, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import type { Settlement } from '@portal/sdk/model';
import { useQuery } from '@tanstack/react-query';
import { linkOptions, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { ReportCaseButton } from '@/components/cases/ReportCaseButton';
import { ListResults } from '@/components/lists/ListResults';
import { ListTable, type ListColumn } from '@/components/lists/ListTable';
import { PageHeader } from '@/components/shell/PageHeader';
import { awaitsClientPayment, localToday } from '@/lib/settlements/payment-rules';
import { config } from '@/lib/config';
import { formatAmount, formatDate } from '@/copy/dates';
import { paymentProcessStatusLabel, settlementPaymentStatusLabels } from '@/copy/settlement-labels';
import { clientSettlementsQuery } from './api';
import {
  clientGroupOrder,
  groupClientSettlements,
  type ClientSettlementGroup,
  type ClientSettlementSortField,
} from './client-groups';
import { AddCardForm } from './cards/AddCardForm';
import { cardTexts } from './cards/card-texts';
import { SavedCards } from './cards/SavedCards';
import { PayDialog } from './PayDialog';
import { paymentTexts } from './payment-texts';
import { ProviderReturn } from './ProviderReturn';
import type { SettlementsSearch } from './settlements-search';
import { settlementTexts } from './texts';

const texts = settlementTexts.client;
const fields = settlementTexts.fields;
const dayOf = (date: string | null | undefined) => (date ? formatDate(date) : undefined);

/** Whether the client is offered "Zapłać" (spec 000 section 2): unless a setting switches card payments off. */
export const offersPayment = (settlement: Settlement, paymentsDisabled = config.paymentsDisabled) =>
  !paymentsDisabled && awaitsClientPayment(settlement);

type Pay = (settlement: Settlement) => void;
type Column = ListColumn<Settlement, ClientSettlementSortField>;

/**
 * `/mySettlements`: what the client owes and when, and what they have paid (spec 000 section 2); "Zapłać" pays
 * by card, and the provider's answer is told on return.
 */
export function MySettlementsScreen({ search }: { search: SettlementsSearch }) {
  const list = useQuery(clientSettlementsQuery());
  const [paying, setPaying] = useState<Settlement | null>(null);
  const navigate = useNavigate();
  const columns = settlementColumns(setPaying);
  const settlementsPanel = (
    <ListResults
      query={list}
      empty={texts.empty}
      emptyAction={
        <>
          <ReportCaseButton />
          <Text c="dimmed" ta="center">
            {texts.support}
          </Text>
        </>
      }
    >
      {(items) => (
        <Stack gap="lg">
          {groupClientSettlements(items, localToday()).map((group) => (
            <SettlementGroup key={group.key} group={group} columns={columns} />
          ))}
        </Stack>
      )}
    </ListResults>
  );
  return (
    <Stack gap="lg">
      <PageHeader />
      <ProviderReturn search={search} />
      <PayDialog settlement={paying} onClose={() => setPaying(null)} />
      {/* the cards are a tab of the settlements (the route table names no screen of their own) */}
      <Tabs
        value={search.tab ?? 'settlements'}
        keepMounted={false}
        onChange={(tab) => void navigate({ to: '/mySettlements', search: tab === 'cards' ? { tab: 'cards' } : {} })}
      >
        <Tabs.List mb="lg">
          <Tabs.Tab value="settlements">{cardTexts.settlementsTab}</Tabs.Tab>
          <Tabs.Tab value="cards">{cardTexts.tab}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="settlements">{settlementsPanel}</Tabs.Panel>
        <Tabs.Panel value="cards">
          <Stack gap="xl">
            <SavedCards />
            <AddCardForm />
          </Stack>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

/** The columns of a group's table; on a phone the invoice and the amount (and "Zapłać") stay. */
function settlementColumns(onPay: Pay): Column[] {
  const paidOn = (settlement: Settlement) =>
    settlement.paymentStatus === 'Paid' ? (settlement.paymentDate ?? undefined) : undefined;
  return [
    {
      key: 'invoiceNumber',
      header: fields.invoiceNumber,
      value: (settlement) => settlement.invoiceNumber ?? settlementTexts.noInvoiceNumber,
    },
    {
      key: 'case',
      header: fields.case,
      value: (settlement) => settlement.case.name,
      link: (settlement) => linkOptions({ to: '/yourCases/$id', params: { id: settlement.caseId } }),
    },
    {
      key: 'grossAmount',
      header: fields.grossAmount,
      align: 'right',
      phone: 'key',
      value: (settlement) => formatAmount(settlement.grossAmount),
      cell: (settlement) => (
        <>
          <Text span style={{ whiteSpace: 'nowrap' }}>
            {formatAmount(settlement.grossAmount)}
          </Text>
          {/* under the amount it pays, on a phone as on a desk */}
          {offersPayment(settlement) && (
            <Button
              size="compact-sm"
              mt={6}
              display="block"
              ml="auto"
              aria-label={paymentTexts.payInvoice(settlement.invoiceNumber)}
              onClick={() => onPay(settlement)}
            >
              {paymentTexts.pay}
            </Button>
          )}
        </>
      ),
    },
    { key: 'issueDate', header: fields.issueDate, nowrap: true, phone: 'hide', value: (s) => dayOf(s.issueDate) },
    // a phone's line says the due date, or the payment's once paid
    {
      key: 'paymentDueDate',
      header: fields.paymentDueDate,
      sort: 'paymentDueDate',
      nowrap: true,
      value: (s) => dayOf(s.paymentDueDate),
      line: (s) => !paidOn(s) && s.paymentDueDate && `${settlementTexts.dueOn} ${formatDate(s.paymentDueDate)}`,
    },
    {
      key: 'paymentDate',
      header: fields.paymentDate,
      sort: 'paymentDate',
      nowrap: true,
      value: (s) => dayOf(s.paymentDate),
      line: (s) => paidOn(s) && `${settlementTexts.paidOn} ${dayOf(paidOn(s))}`,
    },
    {
      key: 'paymentStatus',
      header: fields.paymentStatus,
      phone: 'hide',
      value: (s) => settlementPaymentStatusLabels[s.paymentStatus],
    },
    {
      key: 'payuStatus',
      header: fields.payuStatus,
      phone: 'labelled',
      value: (s) => (s.payuStatus ? paymentProcessStatusLabel(s.payuStatus) : undefined),
    },
  ];
}

function SettlementGroup({ group, columns }: { group: ClientSettlementGroup; columns: Column[] }) {
  const name = texts.groups[group.key];
  const headingId = `settlements-${group.key}`;
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p="md">
      <Group justify="space-between" align="baseline" mb="sm" wrap="wrap" gap="xs">
        <Title order={2} size="h3" id={headingId} c={group.key === 'overdue' ? 'red.8' : undefined}>
          {name}
        </Title>
        <Text fw={600}>
          {texts.groupTotal}: {formatAmount(group.grossTotal)}
        </Text>
      </Group>
      <ListTable
        label={texts.tableLabel(name)}
        rows={group.settlements}
        rowKey={(s) => s.id}
        columns={columns}
        sort={clientGroupOrder[group.key]}
      />
    </Paper>
  );
}
