import { Button, Group, Stack, Text } from '@mantine/core';
import type { CasePeriod } from '@portal/sdk/model';
import { IconCheck, IconSend } from '@tabler/icons-react';
import { formatPeriod } from '@/copy/case-labels';
import { formatDateTime } from '@/copy/dates';
import type { CasePermissions } from '@/features/cases/permissions';
import { confirmAction } from '@/components/confirm';
import { notifySaved } from '@/components/notify-saved';
import { caseTexts } from '@/features/cases/texts';
import { MutationError } from '@/components/MutationError';
import { periodParams, summaryGaps } from './period-state';
import { useMarkCasePeriodReady, useSendCasePeriodSummary } from '@/features/cases/api';

const texts = caseTexts.periods;

/** Mark ready (the client side) and send summary (the expert side), which finishes the period. */
export function PeriodActions({
  caseId,
  period,
  permissions,
}: {
  caseId: number;
  period: CasePeriod;
  permissions: CasePermissions;
}) {
  const markReady = useMarkCasePeriodReady(caseId);
  const sendSummary = useSendCasePeriodSummary(caseId);
  const params = periodParams(period);
  const done = period.status === 'Done';

  const label = formatPeriod(period.year, period.month);
  const confirmSend = () =>
    confirmAction({
      title: texts.sendSummary,
      message: texts.sendSummaryConfirm(label),
      warning: {
        intro: texts.sendSummaryGapsIntro,
        items: summaryGaps(period).map((gap) => texts.summaryGaps[gap]),
      },
      onConfirm: () =>
        sendSummary.mutate(
          { id: caseId, params },
          {
            onSuccess: () => notifySaved(texts.summarySentMessage(label), texts.summarySentTitle),
          },
        ),
    });

  return (
    <Stack gap="xs">
      <Group gap="sm" wrap="wrap">
        {period.isReady ? (
          <Group gap={4} c="green">
            <IconCheck size={16} aria-hidden />
            <Text size="sm">{texts.readyMarked}</Text>
          </Group>
        ) : done ? (
          <Text size="sm" c="dimmed">
            {texts.closedNotReady}
          </Text>
        ) : permissions.clientDocuments ? (
          <Button
            variant="light"
            leftSection={<IconCheck size={16} />}
            loading={markReady.isPending}
            onClick={() =>
              markReady.mutate(
                { id: caseId, params },
                { onSuccess: () => notifySaved(caseTexts.details.saved.periodReady(label)) },
              )
            }
          >
            {texts.markReady}
          </Button>
        ) : (
          <Text size="sm" c="dimmed">
            {texts.notReady}
          </Text>
        )}
        {permissions.editPeriods && !done && (
          <Button leftSection={<IconSend size={16} />} loading={sendSummary.isPending} onClick={confirmSend}>
            {texts.sendSummary}
          </Button>
        )}
        {period.summarySentAt && (
          <Text size="sm" c="dimmed">
            {texts.summarySent(formatDateTime(period.summarySentAt))}
          </Text>
        )}
      </Group>
      <MutationError error={markReady.error ?? sendSummary.error} />
    </Stack>
  );
}
