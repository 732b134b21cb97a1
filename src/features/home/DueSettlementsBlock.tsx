import { Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { linkOptions } from '@tanstack/react-router';
import { ButtonLink } from '@/components/links';
import { awaitsClientPayment, cardPaymentUnderWay } from '@/lib/settlements/payment-rules';
import { formatAmount, formatDate } from '@/copy/dates';
import { config } from '@/lib/config';
import { fromGrosze, sumGrosze } from '@/lib/grosze';
import { clientSettlementsQuery } from './api';
import { dueSettlements } from './home-data';
import { BlockList, HomeBlock } from './HomeBlock';
import { homeTexts } from './texts';

const texts = homeTexts.due;
const SHOWN = 5;
const nowrap = { whiteSpace: 'nowrap' } as const;

/**
 * What the client owes and when: the overdue invoices first, each with its amount and due date. Paying is done on
 * the settlements page (its payment dialog belongs to that feature): "Zapłać" leads there.
 */
export function DueSettlementsBlock({ today }: { today: string }) {
  const query = useQuery(clientSettlementsQuery());
  const due = query.data ? dueSettlements(query.data, today) : [];
  const total = fromGrosze(sumGrosze(due, (item) => item.settlement.grossAmount));
  const overdue = due.filter((item) => item.overdue);
  const overdueTotal = fromGrosze(sumGrosze(overdue, (item) => item.settlement.grossAmount));
  return (
    <HomeBlock texts={texts} more={linkOptions({ to: '/mySettlements' })} query={query} isEmpty={due.length === 0}>
      <Text size="sm" mb="xs">
        {texts.total}:{' '}
        <Text span fw={700} style={nowrap}>
          {formatAmount(total)}
        </Text>
        {overdue.length > 0 && (
          <>
            {', '}
            {texts.overdueTotal}:{' '}
            <Text span fw={700} c="var(--mantine-color-red-text)" style={nowrap}>
              {formatAmount(overdueTotal)}
            </Text>
          </>
        )}
      </Text>
      <BlockList label={texts.list} items={due.slice(0, SHOWN)} keyOf={(item) => item.settlement.id}>
        {({ settlement, overdue: late }) => {
          const invoice = settlement.invoiceNumber ?? homeTexts.noInvoiceNumber;
          const dueDate = settlement.paymentDueDate ? formatDate(settlement.paymentDueDate) : undefined;
          return (
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text fw={600}>{invoice}</Text>
                <Text size="sm" c="dimmed">
                  {settlement.case.name}
                </Text>
                {late && dueDate ? (
                  <Text size="sm" fw={600} c="var(--mantine-color-red-text)">
                    {texts.overdueSince} <span style={nowrap}>{dueDate}</span>
                  </Text>
                ) : (
                  <Text size="sm">
                    {dueDate ? (
                      <>
                        {texts.dueOn} <span style={nowrap}>{dueDate}</span>
                      </>
                    ) : (
                      texts.noDueDate
                    )}
                  </Text>
                )}
              </Stack>
              <Stack gap={6} align="flex-end">
                <Text fw={700} style={nowrap}>
                  {formatAmount(settlement.grossAmount)}
                </Text>
                {cardPaymentUnderWay(settlement) ? (
                  <Text size="xs" c="dimmed" ta="right">
                    {texts.cardPaymentUnderWay}
                  </Text>
                ) : (
                  !config.paymentsDisabled &&
                  awaitsClientPayment(settlement) && (
                    <ButtonLink
                      to="/mySettlements"
                      size="compact-sm"
                      variant={late ? 'filled' : 'light'}
                      aria-label={texts.payInvoice(invoice)}
                    >
                      {texts.pay}
                    </ButtonLink>
                  )
                )}
              </Stack>
            </Group>
          );
        }}
      </BlockList>
      {due.length > SHOWN && (
        <Text size="sm" c="dimmed" mt="xs">
          {texts.more(due.length - SHOWN)}
        </Text>
      )}
    </HomeBlock>
  );
}
