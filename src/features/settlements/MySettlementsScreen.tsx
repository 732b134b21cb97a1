import { Button, Group, Paper, Stack, Table, Tabs, Text, Title } from '@mantine/core';
import type { Settlement } from '@portal/sdk/model';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Fragment, useState, type ReactNode } from 'react';
import { ReportCaseButton } from '@/components/cases/ReportCaseButton';
import { AnchorLink } from '@/components/links';
import { QueryState } from '@/components/QueryState';
import { usePageTrail } from '@/components/shell/page-title';
import { phoneLineClass, phoneSecondary, phoneTableContainer } from '@/components/phone-table';
import { awaitsClientPayment, localToday } from '@/lib/settlements/payment-rules';
import { config } from '@/lib/config';
import { formatAmount, formatDate } from '@/copy/dates';
import { paymentProcessStatusLabel, settlementPaymentStatusLabels } from '@/copy/settlement-labels';
import { clientSettlementsQuery } from './api';
import { groupClientSettlements, type ClientSettlementGroup } from './client-groups';
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
const dateOrDash = (date: string | null | undefined) => (date ? formatDate(date) : '-');

/** Whether the client is offered "Zapłać" (spec 000 section 2): unless a setting switches card payments off. */
export const offersPayment = (settlement: Settlement, paymentsDisabled = config.paymentsDisabled) =>
  !paymentsDisabled && awaitsClientPayment(settlement);

type Pay = (settlement: Settlement) => void;

/**
 * `/mySettlements`: what the client owes and when, and what they have paid (spec 000 section 2); "Zapłać" pays
 * by card, and the provider's answer is told on return.
 */
export function MySettlementsScreen({ search }: { search: SettlementsSearch }) {
  const { title } = usePageTrail();
  const list = useQuery(clientSettlementsQuery());
  const groups = list.data ? groupClientSettlements(list.data, localToday()) : [];
  const [paying, setPaying] = useState<Settlement | null>(null);
  const navigate = useNavigate();
  const settlementsPanel = (
    <QueryState query={list}>
      {groups.length === 0 ? (
        <Stack align="center" gap="sm" py="xl" role="status">
          <Text fw={500} ta="center">
            {texts.empty}
          </Text>
          <ReportCaseButton />
          <Text c="dimmed" ta="center">
            {texts.support}
          </Text>
        </Stack>
      ) : (
        groups.map((group) => <SettlementGroup key={group.key} group={group} onPay={setPaying} />)
      )}
    </QueryState>
  );
  return (
    <Stack gap="lg">
      <Title order={1}>{title}</Title>
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
        <Tabs.Panel value="settlements">
          <Stack gap="lg">{settlementsPanel}</Stack>
        </Tabs.Panel>
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

function SettlementGroup({ group, onPay }: { group: ClientSettlementGroup; onPay: Pay }) {
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
      <Table.ScrollContainer {...phoneTableContainer}>
        <Table aria-label={texts.tableLabel(name)} verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{fields.invoiceNumber}</Table.Th>
              <Table.Th {...phoneSecondary}>{fields.case}</Table.Th>
              <Table.Th ta="right">{fields.grossAmount}</Table.Th>
              <Table.Th {...phoneSecondary}>{fields.issueDate}</Table.Th>
              <Table.Th {...phoneSecondary}>{fields.paymentDueDate}</Table.Th>
              <Table.Th {...phoneSecondary}>{fields.paymentDate}</Table.Th>
              <Table.Th {...phoneSecondary}>{fields.paymentStatus}</Table.Th>
              <Table.Th {...phoneSecondary}>{fields.payuStatus}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {group.settlements.map((settlement) => (
              <SettlementRow key={settlement.id} settlement={settlement} onPay={onPay} />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

/** What a phone shows under the invoice number, in place of the columns it leaves out; a date never breaks. */
function phoneDetails(settlement: Settlement): ReactNode[] {
  const { paymentDate, paymentDueDate, payuStatus } = settlement;
  const date = (value: string) => <span style={{ whiteSpace: 'nowrap' }}>{formatDate(value)}</span>;
  const details: ReactNode[] = [];
  if (settlement.paymentStatus === 'Paid' && paymentDate)
    details.push(
      <>
        {settlementTexts.paidOn} {date(paymentDate)}
      </>,
    );
  else if (paymentDueDate)
    details.push(
      <>
        {settlementTexts.dueOn} {date(paymentDueDate)}
      </>,
    );
  if (payuStatus) details.push(`${fields.payuStatus}: ${paymentProcessStatusLabel(payuStatus)}`);
  return details;
}

function SettlementRow({ settlement, onPay }: { settlement: Settlement; onPay: Pay }) {
  // underlined within the phone's line of text, where colour alone would not tell it from the text around it
  const caseLink = (underline: 'always' | 'hover') => (
    <AnchorLink to="/yourCases/$id" params={{ id: settlement.caseId }} underline={underline}>
      {settlement.case.name}
    </AnchorLink>
  );
  return (
    <Table.Tr>
      <Table.Td>
        <Text fw={500}>{settlement.invoiceNumber ?? settlementTexts.noInvoiceNumber}</Text>
        {/* on a phone: the case, the due or payment date and the card payment under the number */}
        <Text size="xs" c="dimmed" className={phoneLineClass}>
          {caseLink('always')}
          {phoneDetails(settlement).map((detail, i) => (
            <Fragment key={i}> · {detail}</Fragment>
          ))}
        </Text>
      </Table.Td>
      <Table.Td {...phoneSecondary}>{caseLink('hover')}</Table.Td>
      <Table.Td ta="right">
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
      </Table.Td>
      <Table.Td {...phoneSecondary}>{dateOrDash(settlement.issueDate)}</Table.Td>
      <Table.Td {...phoneSecondary}>{dateOrDash(settlement.paymentDueDate)}</Table.Td>
      <Table.Td {...phoneSecondary}>{dateOrDash(settlement.paymentDate)}</Table.Td>
      <Table.Td {...phoneSecondary}>{settlementPaymentStatusLabels[settlement.paymentStatus]}</Table.Td>
      <Table.Td {...phoneSecondary}>{paymentProcessStatusLabel(settlement.payuStatus)}</Table.Td>
    </Table.Tr>
  );
}
