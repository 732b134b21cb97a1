import { ActionIcon, Button, Group, Table, Text } from '@mantine/core';
import type { Case, CaseMeeting } from '@portal/sdk/model';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useDialogTarget } from '@/components/use-dialog-target';
import { meetingTypeLabels, planKindLabels } from '@/copy/case-labels';
import { formatDateTime } from '@/copy/dates';
import { useDeleteCaseMeeting } from '@/features/cases/api';
import { confirmAction } from '@/components/confirm';
import { caseTexts } from '@/features/cases/texts';
import { personName } from './format';
import { Section } from './Section';
import { MutationError } from '@/components/MutationError';
import { notifySaved } from '@/components/notify-saved';

const texts = caseTexts.details.meetings;
const { emptyValue } = caseTexts;

// the form's code (with the contract's validation and the date pickers) loads after the page, not with it
const MeetingFormModal = lazy(() =>
  import('./MeetingFormModal').then((module) => ({ default: module.MeetingFormModal })),
);

export interface MeetingsSectionProps {
  caseItem: Case;
  /** Add, edit and delete (editCase). */
  editable: boolean;
}

/** The meetings with the client, newest first; managers and admins add, edit and delete them. */
export function MeetingsSection({ caseItem, editable }: MeetingsSectionProps) {
  const dialog = useDialogTarget<CaseMeeting>();
  const deleteMeeting = useDeleteCaseMeeting(caseItem.id);
  const meetings = [...(caseItem.meetings ?? [])].sort((a, b) => b.date.localeCompare(a.date));

  const confirmDelete = (meeting: CaseMeeting) =>
    confirmAction({
      title: texts.deleteTitle,
      message: texts.deleteConfirm(formatDateTime(meeting.date)),
      destructive: true,
      onConfirm: () =>
        deleteMeeting.mutate(
          { id: caseItem.id, meetingId: meeting.id },
          { onSuccess: () => notifySaved(caseTexts.details.saved.meetingDeleted) },
        ),
    });

  return (
    <Section
      title={texts.title}
      actions={
        editable && (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => dialog.open(null)}
          >
            {texts.add}
          </Button>
        )
      }
    >
      <MutationError error={deleteMeeting.error} />
      {meetings.length === 0 ? (
        <Text c="dimmed">{texts.none}</Text>
      ) : (
        <Table.ScrollContainer minWidth={760}>
          <Table verticalSpacing="xs" striped aria-label={texts.title}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{texts.date}</Table.Th>
                <Table.Th>{texts.type}</Table.Th>
                <Table.Th>{texts.kind}</Table.Th>
                <Table.Th>{texts.duration}</Table.Th>
                <Table.Th>{texts.participants}</Table.Th>
                <Table.Th>{texts.notes}</Table.Th>
                {editable && <Table.Th aria-label={caseTexts.actions} />}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {meetings.map((meeting) => (
                <Table.Tr key={meeting.id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(meeting.date)}</Table.Td>
                  <Table.Td>{meetingTypeLabels[meeting.type]}</Table.Td>
                  <Table.Td>{planKindLabels[meeting.kind]}</Table.Td>
                  <Table.Td>
                    {meeting.durationMinutes == null ? emptyValue : texts.minutes(meeting.durationMinutes)}
                  </Table.Td>
                  <Table.Td>
                    {meeting.participants?.length
                      ? meeting.participants.map((p) => personName(p)).join(', ')
                      : emptyValue}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'pre-line' }}>{meeting.notes || emptyValue}</Table.Td>
                  {editable && (
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <ActionIcon
                          variant="subtle"
                          aria-label={texts.edit(formatDateTime(meeting.date))}
                          onClick={() => dialog.open(meeting)}
                        >
                          <IconPencil size={16} aria-hidden />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={texts.delete(formatDateTime(meeting.date))}
                          onClick={() => confirmDelete(meeting)}
                        >
                          <IconTrash size={16} aria-hidden />
                        </ActionIcon>
                      </Group>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {editable && (
        <Suspense>
          <MeetingFormModal
            caseItem={caseItem}
            meeting={dialog.target}
            opened={dialog.opened}
            opening={dialog.opening}
            onClose={dialog.close}
            onSaved={dialog.close}
          />
        </Suspense>
      )}
    </Section>
  );
}
