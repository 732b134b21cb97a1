import { Modal, MultiSelect, NumberInput, Select, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { useMounted } from '@mantine/hooks';
import { createCaseMeetingBodyDurationMinutesMin } from '@portal/sdk/limits/cases';
import type { Case, CaseMeeting, CaseMeetingInput, MeetingType, PlanKind } from '@portal/sdk/model';
import { CreateCaseMeetingBody } from '@portal/sdk/zod/cases';
import dayjs from 'dayjs';
import { meetingTypeLabels, planKindLabels } from '@/copy/case-labels';
import { MutationError } from '@/components/MutationError';
import { notifySaved } from '@/components/notify-saved';
import { useOneAtATime } from '@/lib/one-at-a-time';
import { contractValidation } from '@/lib/validation';
import { useCreateCaseMeeting, useUpdateCaseMeeting } from '@/features/cases/api';
import { caseTexts } from '@/features/cases/texts';
import { byPersonName, personName } from './format';
import { FormActions } from '@/components/FormActions';

const texts = caseTexts.details.meetings;
const savedTexts = caseTexts.details.saved;

interface MeetingFormValues {
  /** 'YYYY-MM-DD HH:mm:ss' (the date pickers' string value). */
  date: string | null;
  type: MeetingType | null;
  kind: PlanKind | null;
  durationMinutes: number | string;
  participantIds: string[];
  notes: string;
}

const typeOptions = Object.entries(meetingTypeLabels).map(([value, label]) => ({ value, label }));
const kindOptions = Object.entries(planKindLabels).map(([value, label]) => ({ value, label }));

const initialValues = (meeting: CaseMeeting | null): MeetingFormValues => ({
  date: meeting ? dayjs(meeting.date).format('YYYY-MM-DD HH:mm:ss') : null,
  type: meeting?.type ?? null,
  kind: meeting?.kind ?? 'Planned',
  durationMinutes: meeting?.durationMinutes ?? '',
  participantIds: (meeting?.participants ?? []).map((person) => String(person.id)),
  notes: meeting?.notes ?? '',
});

const toInput = (values: MeetingFormValues): CaseMeetingInput => ({
  date: values.date ? dayjs(values.date).toISOString() : '',
  type: values.type!,
  kind: values.kind!,
  durationMinutes: values.durationMinutes === '' ? null : Number(values.durationMinutes),
  participantIds: values.participantIds.map(Number),
  notes: values.notes.trim() || null,
});

/** The people of the case (and anyone already on the meeting) as participant options. */
function participantOptions(caseItem: Case, meeting: CaseMeeting | null) {
  const people = [caseItem.client, caseItem.expert, ...caseItem.managers, ...(meeting?.participants ?? [])];
  const byId = new Map(people.filter((person) => person != null).map((person) => [person.id, person]));
  return [...byId.values()]
    .sort(byPersonName)
    .map((person) => ({ value: String(person.id), label: personName(person)! }));
}

export interface MeetingFormModalProps {
  caseItem: Case;
  /** The meeting to edit; `null` adds a new one. */
  meeting: CaseMeeting | null;
  opened: boolean;
  /** Counts the openings: each has a new form. */
  opening: number;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * Adds or edits a meeting; on a server error the dialog stays open with everything typed. The dialog stays mounted
 * while closed (so it gives the focus back to what opened it); its form is new at each opening (`opening`).
 */
export function MeetingFormModal({ caseItem, meeting, opened, opening, onClose, onSaved }: MeetingFormModalProps) {
  const create = useCreateCaseMeeting(caseItem.id);
  const update = useUpdateCaseMeeting(caseItem.id);
  const saving = create.isPending || update.isPending;
  const once = useOneAtATime();
  // opened from its first render (its code came after the click), the dialog would not know what had the focus
  // before it: it opens one render later
  const mounted = useMounted();
  // a failure of the last opening is not shown at the next
  const close = () => {
    create.reset();
    update.reset();
    onClose();
  };
  const save = (data: CaseMeetingInput) => {
    const saved = (message: string) => ({
      onSuccess: () => {
        notifySaved(message);
        onSaved();
      },
    });
    // one at a time: a double click adds the meeting once
    once(() =>
      meeting
        ? update.mutateAsync({ id: caseItem.id, meetingId: meeting.id, data }, saved(savedTexts.meetingUpdated))
        : create.mutateAsync({ id: caseItem.id, data }, saved(savedTexts.meetingCreated)),
    );
  };

  return (
    <Modal
      opened={opened && mounted}
      onClose={close}
      title={meeting ? texts.form.editTitle : texts.form.newTitle}
      size="lg"
      closeOnClickOutside={!saving}
      closeOnEscape={!saving}
    >
      <MeetingForm
        key={opening}
        caseItem={caseItem}
        meeting={meeting}
        onSave={save}
        onCancel={close}
        saving={saving}
        error={meeting ? update.error : create.error}
      />
    </Modal>
  );
}

interface MeetingFormProps {
  caseItem: Case;
  meeting: CaseMeeting | null;
  onSave: (data: CaseMeetingInput) => void;
  onCancel: () => void;
  saving: boolean;
  error: unknown;
}

function MeetingForm({ caseItem, meeting, onSave, onCancel, saving, error }: MeetingFormProps) {
  const form = useForm<MeetingFormValues>({
    initialValues: initialValues(meeting),
    // the contract's rules on the body that will be sent (its fields are the form's)
    validate: contractValidation(CreateCaseMeetingBody, toInput),
  });
  const submit = form.onSubmit((values) => onSave(toInput(values)));

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <DateTimePicker
          label={texts.form.date}
          placeholder={texts.form.datePlaceholder}
          valueFormat="YYYY-MM-DD HH:mm"
          withAsterisk
          clearable
          submitButtonProps={{ 'aria-label': texts.form.confirmDate }}
          {...form.getInputProps('date')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select label={texts.form.type} data={typeOptions} withAsterisk {...form.getInputProps('type')} />
          <Select
            label={texts.form.kind}
            data={kindOptions}
            withAsterisk
            allowDeselect={false}
            {...form.getInputProps('kind')}
          />
        </SimpleGrid>
        <NumberInput
          label={texts.form.duration}
          min={createCaseMeetingBodyDurationMinutesMin}
          allowDecimal={false}
          allowNegative={false}
          {...form.getInputProps('durationMinutes')}
        />
        <MultiSelect
          label={texts.participants}
          data={participantOptions(caseItem, meeting)}
          searchable
          {...form.getInputProps('participantIds')}
        />
        <Textarea label={texts.notes} rows={3} {...form.getInputProps('notes')} />
        <MutationError error={error} />
        <FormActions onCancel={onCancel} pending={saving} />
      </Stack>
    </form>
  );
}
