import { Button, List, Stack, Text } from '@mantine/core';
import type { Case, Settlement } from '@portal/sdk/model';
import { IconArrowDown, IconArrowRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { ButtonLink } from '@/components/links';
import { awaitsClientPayment, isOverdue, localToday } from '@/lib/settlements/payment-rules';
import { formatPeriod } from '@/copy/case-labels';
import { formatAmount, formatDate } from '@/copy/dates';
import { clientCaseSettlementsQuery } from '@/features/cases/api';
import { clientTask } from '@/features/cases/periods/period-state';
import { caseTexts } from '@/features/cases/texts';
import { Section } from './Section';

const texts = caseTexts.details.nextSteps;

export interface ClientNextStepsProps {
  caseItem: Case;
  /** Selects a period on the board below and moves there. */
  onOpenPeriod: (periodId: number) => void;
}

/**
 * The case's invoices that wait for the client's payment (not those paid by card and awaiting confirmation), the
 * longest due first, those without a due date last.
 */
function unpaidInvoices(settlements: readonly Settlement[] | undefined) {
  const today = localToday();
  return (settlements ?? [])
    .filter(awaitsClientPayment)
    .map((s) => ({
      settlement: s,
      due: s.paymentDueDate ? formatDate(s.paymentDueDate) : null,
      overdue: isOverdue(s, today),
    }))
    .sort((a, b) => (a.due ?? '9999').localeCompare(b.due ?? '9999'));
}

/**
 * The top of the client's case page: where the case stands, in a sentence, and what it waits for from the client
 * (its unpaid invoices, then each period's documents, oldest first), each with the way to it.
 */
export function ClientNextSteps({ caseItem, onOpenPeriod }: ClientNextStepsProps) {
  const tasksId = useId();
  const status = (texts.status as Record<string, string>)[caseItem.status ?? ''];
  const tasks = (caseItem.periods ?? [])
    .flatMap((period) => {
      const task = clientTask(period);
      return task ? [{ period, task, label: formatPeriod(period.year, period.month) }] : [];
    })
    .sort((a, b) => a.label.localeCompare(b.label));
  // fetched by the route beside the case; a failed load lists no invoices
  const invoices = unpaidInvoices(useQuery(clientCaseSettlementsQuery(caseItem.id)).data);

  return (
    <Section title={texts.title}>
      <Stack gap="sm">
        {status && <Text>{status}</Text>}
        {tasks.length + invoices.length === 0 ? (
          <Text c="dimmed">{texts.nothingToDo}</Text>
        ) : (
          <div>
            <Text fw={600} id={tasksId}>
              {texts.tasksLabel}
            </Text>
            <List spacing="xs" mt={4} aria-labelledby={tasksId}>
              {invoices.map(({ settlement, due, overdue }) => (
                <List.Item key={settlement.id}>
                  <Text span mr="sm">
                    {texts.payInvoice(settlement.invoiceNumber, formatAmount(settlement.grossAmount))}
                    {due && (
                      <>
                        {overdue ? texts.overdueSince : texts.dueBy}
                        <span style={{ whiteSpace: 'nowrap' }}>{due}</span>
                      </>
                    )}
                    .
                  </Text>
                  <ButtonLink
                    to="/mySettlements"
                    size="compact-sm"
                    variant="light"
                    rightSection={<IconArrowRight size={14} aria-hidden />}
                  >
                    {texts.openSettlements}
                  </ButtonLink>
                </List.Item>
              ))}
              {tasks.map(({ period, task, label }) => (
                <List.Item key={period.id}>
                  <Text span mr="sm">
                    {texts.tasks[task](label)}
                  </Text>
                  <Button
                    size="compact-sm"
                    variant="light"
                    rightSection={<IconArrowDown size={14} aria-hidden />}
                    onClick={() => onOpenPeriod(period.id)}
                  >
                    {texts.openPeriod(label)}
                  </Button>
                </List.Item>
              ))}
            </List>
          </div>
        )}
      </Stack>
    </Section>
  );
}
