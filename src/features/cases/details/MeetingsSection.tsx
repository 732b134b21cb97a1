import { ActionIcon, Button, Group, Table, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { Case, CaseMeeting } from '@portal/sdk/model';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { emptyValue, formatMinutes } from '../../../copy/case-details';
import { meetingTypeLabels, planKindLabels } from '../../../copy/case-labels';
import { formatDateTime } from '../../../copy/dates';
import { useDeleteCaseMeeting } from '../api';
import { personName } from './format';
import { MeetingFormModal } from './MeetingFormModal';
import { Section } from './Section';
import { MutationError } from '../../../components/MutationError';

export interface MeetingsSectionProps {
  caseItem: Case;
  /** Add, edit and delete (editCase). */
  editable: boolean;
}

/** The meetings with the client, newest first; managers and admins add, edit and delete them. */
export function MeetingsSection({ caseItem, editable }: MeetingsSectionProps) {
  const [editing, setEditing] = useState<CaseMeeting | 'new' | null>(null);
  const deleteMeeting = useDeleteCaseMeeting(caseItem.id);
  const meetings = [...(caseItem.meetings ?? [])].sort((a, b) => b.date.localeCompare(a.date));

  const confirmDelete = (meeting: CaseMeeting) =>
    modals.openConfirmModal({
      title: 'Usuwanie spotkania',
      children: <Text size="sm">Czy na pewno chcesz usunąć spotkanie z {formatDateTime(meeting.date)}?</Text>,
      labels: { confirm: 'Ok', cancel: 'Anuluj' },
      confirmProps: { color: 'red' },
      onConfirm: () => deleteMeeting.mutate({ id: caseItem.id, meetingId: meeting.id }),
    });

  return (
    <Section
      title="Spotkania"
      actions={
        editable && (
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => setEditing('new')}
          >
            Dodaj spotkanie
          </Button>
        )
      }
    >
      <MutationError error={deleteMeeting.error} />
      {meetings.length === 0 ? (
        <Text c="dimmed">Brak spotkań.</Text>
      ) : (
        <Table.ScrollContainer minWidth={760}>
          <Table verticalSpacing="xs" striped aria-label="Spotkania">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Data</Table.Th>
                <Table.Th>Rodzaj</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Czas trwania</Table.Th>
                <Table.Th>Uczestnicy</Table.Th>
                <Table.Th>Notatki</Table.Th>
                {editable && <Table.Th aria-label="Akcje" />}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {meetings.map((meeting) => (
                <Table.Tr key={meeting.id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(meeting.date)}</Table.Td>
                  <Table.Td>{meetingTypeLabels[meeting.type]}</Table.Td>
                  <Table.Td>{planKindLabels[meeting.kind]}</Table.Td>
                  <Table.Td>{formatMinutes(meeting.durationMinutes)}</Table.Td>
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
                          aria-label={`Edytuj spotkanie z ${formatDateTime(meeting.date)}`}
                          onClick={() => setEditing(meeting)}
                        >
                          <IconPencil size={16} aria-hidden />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={`Usuń spotkanie z ${formatDateTime(meeting.date)}`}
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
        <MeetingFormModal
          key={editing === 'new' ? 'new' : (editing?.id ?? 'closed')}
          caseItem={caseItem}
          meeting={editing === 'new' ? null : editing}
          opened={editing !== null}
          onClose={() => setEditing(null)}
          onSaved={() => setEditing(null)}
        />
      )}
    </Section>
  );
}
