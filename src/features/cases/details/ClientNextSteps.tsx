import { Button, List, Stack, Text } from '@mantine/core';
import type { Case } from '@portal/sdk/model';
import { IconArrowDown } from '@tabler/icons-react';
import { useId } from 'react';
import { formatPeriod } from '../../../copy/case-labels';
import { clientTask } from '../periods/period-state';
import { caseTexts } from '../texts';
import { Section } from './Section';

const texts = caseTexts.details.nextSteps;

export interface ClientNextStepsProps {
  caseItem: Case;
  /** Selects a period on the board below and moves there. */
  onOpenPeriod: (periodId: number) => void;
}

/**
 * The top of the client's case page: where the case stands, in a sentence, and what it waits for from the client
 * (each period's documents, oldest first), each with the way to it.
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

  return (
    <Section title={texts.title}>
      <Stack gap="sm">
        {status && <Text>{status}</Text>}
        {tasks.length === 0 ? (
          <Text c="dimmed">{texts.nothingToDo}</Text>
        ) : (
          <div>
            <Text fw={600} id={tasksId}>
              {texts.tasksLabel}
            </Text>
            <List spacing="xs" mt={4} aria-labelledby={tasksId}>
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
