import { Anchor, Badge, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { webHref } from '@/components/contact-links';
import type { CalendarEventOccurrence } from '@portal/sdk/model';
import { IconDownload, IconPencil, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { confirmAction } from '@/components/confirm';
import { AnchorLink, ButtonLink } from '@/components/links';
import { notifySaved } from '@/components/notify-saved';
import { meetingTypeLabels } from '@/copy/case-labels';
import { calendarEventTypeLabels, recurrenceLabels, reminderOffsetLabels } from '@/copy/calendar-labels';
import { useSeriesSteps } from './event-actions';
import { eventTypeColors } from './event-colors';
import { whenText } from '@/components/calendar/when-text';
import { participantNames } from './event-format';
import { downloadIcs, toIcs } from './ics';
import { ScopeDialog } from './ScopeDialog';
import { deletePlan, isRecurring, type Scope } from './series';
import { calendarTexts } from './texts';

const texts = calendarTexts.details;

/** One occurrence of an event: its details, the .ics export and, for who may change it, edit and delete. */
export function EventDetails({
  event,
  editable,
  onClose,
}: {
  event: CalendarEventOccurrence | null;
  editable: boolean;
  onClose: () => void;
}) {
  const steps = useSeriesSteps();
  const [asking, setAsking] = useState(false);
  const remove = async (scope: Scope) => {
    if (!event) return;
    try {
      await steps.run(deletePlan(event, event.occurrenceStart, scope));
    } catch {
      // the HTTP layer has told what failed; the event stays open
      return setAsking(false);
    }
    setAsking(false);
    notifySaved(calendarTexts.deleted);
    onClose();
  };
  const askDelete = () => {
    if (!event) return;
    if (isRecurring(event)) setAsking(true);
    else
      confirmAction({
        title: calendarTexts.deleteTitle,
        message: calendarTexts.deleteConfirm(event.title),
        destructive: true,
        onConfirm: () => void remove('single'),
      });
  };

  const rows: [string, React.ReactNode][] = event
    ? [
        [texts.when, whenText(event)],
        ...(event.location ? [[texts.place, event.location] as [string, string]] : []),
        ...(event.meetingType ? [[texts.meeting, meetingTypeLabels[event.meetingType]] as [string, string]] : []),
        ...(event.meetingUrl
          ? [
              [
                texts.meetingLink,
                // a link only to a web address: an API value never becomes a javascript: or data: link
                webHref(event.meetingUrl) ? (
                  <Anchor key="url" href={webHref(event.meetingUrl)} target="_blank" rel="noopener noreferrer">
                    {event.meetingUrl}
                  </Anchor>
                ) : (
                  event.meetingUrl
                ),
              ] as [string, React.ReactNode],
            ]
          : []),
        ...(event.case
          ? [
              [
                texts.ofCase,
                <AnchorLink key="case" to="/calendar/case/$caseId" params={{ caseId: event.case.id }}>
                  {event.case.name}
                </AnchorLink>,
              ] as [string, React.ReactNode],
            ]
          : []),
        ...(event.participants?.length ? [[texts.participants, participantNames(event)] as [string, string]] : []),
        ...(event.recurrence
          ? [
              [
                texts.recurrence,
                [
                  recurrenceLabels[event.recurrence],
                  event.recurrenceEndDate && texts.recurrenceUntil(event.recurrenceEndDate.slice(0, 10)),
                ]
                  .filter(Boolean)
                  .join(' '),
              ] as [string, string],
            ]
          : []),
        [texts.reminder, reminderOffsetLabels[event.reminderOffset]],
        ...(event.description ? [[texts.description, event.description] as [string, string]] : []),
      ]
    : [];

  return (
    <>
      <Modal opened={event !== null && !asking} onClose={onClose} title={event?.title} size="lg">
        {event && (
          <Stack gap="md">
            <Badge color={eventTypeColors[event.type]} variant="filled" w="fit-content">
              {calendarEventTypeLabels[event.type]}
            </Badge>
            <Table variant="vertical" layout="fixed" withTableBorder>
              <Table.Tbody>
                {rows.map(([label, value]) => (
                  <Table.Tr key={label}>
                    <Table.Th w={140}>{label}</Table.Th>
                    <Table.Td>
                      <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }} component="div">
                        {value}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Group justify="flex-end" gap="xs">
              <Button
                variant="default"
                leftSection={<IconDownload size={16} aria-hidden />}
                onClick={() =>
                  downloadIcs(toIcs([event], new Date().toISOString()), calendarTexts.eventFileName(event.id))
                }
              >
                {calendarTexts.exportEvent}
              </Button>
              {editable && (
                <>
                  <ButtonLink
                    to="/calendarEvent/$id/edit"
                    params={{ id: event.id }}
                    search={isRecurring(event) ? { occurrence: event.occurrenceStart } : {}}
                    variant="light"
                    leftSection={<IconPencil size={16} aria-hidden />}
                  >
                    {texts.edit}
                  </ButtonLink>
                  <Button
                    color="red"
                    variant="light"
                    leftSection={<IconTrash size={16} aria-hidden />}
                    onClick={askDelete}
                    loading={steps.pending}
                  >
                    {texts.remove}
                  </Button>
                </>
              )}
            </Group>
          </Stack>
        )}
      </Modal>
      <ScopeDialog
        action={asking ? 'delete' : null}
        pending={steps.pending}
        onChoose={(scope) => void remove(scope)}
        onClose={() => setAsking(false)}
      />
    </>
  );
}
