import { Button, Text } from '@mantine/core';
import type { Case, CaseMeeting } from '@portal/sdk/model';
import { IconPlus } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { ListTable } from '@/components/lists/ListTable';
import { useDialogTarget } from '@/components/use-dialog-target';
import { meetingTypeLabels, planKindLabels } from '@/copy/case-labels';
import { formatDateTime } from '@/copy/dates';
import { useDeleteCaseMeeting } from '@/features/cases/api';
import { caseTexts } from '@/features/cases/texts';
import { personName } from './format';
import { Section } from './Section';
import { MutationError } from '@/components/MutationError';
import { notifySaved } from '@/components/notify-saved';

const texts = caseTexts.details.meetings;

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

  const remove = (meeting: CaseMeeting) => ({
    title: texts.deleteTitle,
    message: texts.deleteConfirm(formatDateTime(meeting.date)),
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
        <ListTable
          label={texts.title}
          rows={meetings}
          rowKey={(meeting) => meeting.id}
          minWidth={760}
          verticalSpacing="xs"
          striped
          columns={[
            { key: 'date', header: texts.date, nowrap: true, value: (m) => formatDateTime(m.date) },
            { key: 'type', header: texts.type, value: (m) => meetingTypeLabels[m.type] },
            { key: 'kind', header: texts.kind, value: (m) => planKindLabels[m.kind] },
            {
              key: 'duration',
              header: texts.duration,
              value: (m) => (m.durationMinutes == null ? undefined : texts.minutes(m.durationMinutes)),
            },
            {
              key: 'participants',
              header: texts.participants,
              value: (m) => m.participants?.map((p) => personName(p)).join(', '),
            },
            {
              key: 'notes',
              header: texts.notes,
              value: (m) => m.notes,
              cell: (m) => <span style={{ whiteSpace: 'pre-line' }}>{m.notes || caseTexts.emptyValue}</span>,
            },
          ]}
          actions={
            editable
              ? { name: (m) => texts.name(formatDateTime(m.date)), edit: (m) => () => dialog.open(m), remove }
              : undefined
          }
        />
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
