import {
  Alert,
  Checkbox,
  Chip,
  Group,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  getGetApplicationUserMinimalQueryOptions,
  getGetCaseQueryOptions,
  getListCasesQueryOptions,
} from '@portal/sdk';
import {
  createCalendarEventBodyDescriptionMax,
  createCalendarEventBodyLocationMax,
  createCalendarEventBodyTitleMax,
} from '@portal/sdk/limits/calendar-events';
import type { CalendarEvent, Case, UserRef, Weekday } from '@portal/sdk/model';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, type NavigateOptions } from '@tanstack/react-router';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { DayInput } from '@/components/DayInput';
import { FormActions } from '@/components/FormActions';
import { FormSection } from '@/components/FormSection';
import { mutationErrorText } from '@/components/MutationError';
import { notifySaved } from '@/components/notify-saved';
import { QueryState } from '@/components/QueryState';
import { UnsavedChangesGuard } from '@/components/UnsavedChangesGuard';
import { meetingTypeLabels } from '@/copy/case-labels';
import { calendarEventTypeLabels, recurrenceLabels, reminderOffsetLabels, weekdayLabels } from '@/copy/calendar-labels';
import { fullName } from '@/copy/people';
import { useCurrentProfile } from '@/lib/auth/use-current-profile';
import { useEditRecord } from '@/lib/edit-record';
import { serverFieldErrors } from '@/lib/server-errors';
import { eventQuery } from './api';
import { finished, useOneAtATime } from '@/lib/one-at-a-time';
import { useSeriesSteps } from './event-actions';
import {
  emptyEventForm,
  eventFormValues,
  eventInput,
  formFields,
  validateEventForm,
  type EventFormValues,
} from './event-form';
import { ScopeDialog } from './ScopeDialog';
import { editPlan, isRecurring, type Scope } from './series';
import { calendarTexts } from './texts';
import { TimeField } from './TimeField';

const texts = calendarTexts.form;
const options = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }));
const typeOptions = options(calendarEventTypeLabels);
const recurrenceOptions = [{ value: '', label: texts.noRecurrence }, ...options(recurrenceLabels)];
const reminderOptions = options(reminderOffsetLabels);
const meetingOptions = options(meetingTypeLabels);

export type EventFormTarget =
  { kind: 'create'; caseId?: number; userId?: number } | { kind: 'edit'; id: number; occurrence?: string };

/** `/calendarEvent/create…` and `/calendarEvent/{id}/edit`: the event form, with what the route preselects. */
export function EventFormScreen({ target }: { target: EventFormTarget }) {
  const caseId = target.kind === 'create' ? target.caseId : undefined;
  const userId = target.kind === 'create' ? target.userId : undefined;
  // the event to edit, as the server has it now
  const event = useEditRecord({
    ...eventQuery(target.kind === 'edit' ? target.id : 0),
    enabled: target.kind === 'edit',
  });
  const preselectedCase = useQuery({ ...getGetCaseQueryOptions(caseId ?? 0), enabled: caseId !== undefined });
  const user = useQuery({ ...getGetApplicationUserMinimalQueryOptions(userId ?? 0), enabled: userId !== undefined });
  const title =
    target.kind === 'edit'
      ? texts.editTitle
      : preselectedCase.data
        ? texts.newForCase(preselectedCase.data.name)
        : user.data
          ? texts.newForUser(fullName(user.data))
          : texts.newTitle;
  const waitFor =
    target.kind === 'edit' ? event : caseId !== undefined ? preselectedCase : userId !== undefined ? user : undefined;
  return (
    <Stack gap="md">
      <Title order={1}>{title}</Title>
      <QueryState query={waitFor ?? { isPending: false, error: null }} notFoundText={texts.notFound}>
        <EventForm
          key={event.version}
          target={target}
          event={event.data}
          preselectedCase={preselectedCase.data}
          user={user.data}
        />
      </QueryState>
    </Stack>
  );
}

function EventForm({
  target,
  event,
  preselectedCase,
  user,
}: {
  target: EventFormTarget;
  event: CalendarEvent | undefined;
  preselectedCase: Case | undefined;
  user: UserRef | undefined;
}) {
  const navigate = useNavigate();
  const { profile } = useCurrentProfile();
  const occurrence = target.kind === 'edit' ? target.occurrence : undefined;
  const [initial] = useState<EventFormValues>(() =>
    event
      ? eventFormValues(event, occurrence)
      : emptyEventForm(new Date(), {
          caseId: preselectedCase ? String(preselectedCase.id) : null,
          participantIds: user ? [String(user.id)] : preselectedCase ? [String(preselectedCase.clientId)] : [],
        }),
  );
  const form = useForm<EventFormValues>({ mode: 'controlled', initialValues: initial, validate: validateEventForm });
  const steps = useSeriesSteps();
  const [failure, setFailure] = useState<string>();
  const [asking, setAsking] = useState(false);
  const [leaving, setLeaving] = useState(false);

  const cases = useQuery(getListCasesQueryOptions({ pageSize: 200 }));
  const chosenCaseId = form.values.caseId ? Number(form.values.caseId) : undefined;
  const chosenCase = useQuery({ ...getGetCaseQueryOptions(chosenCaseId ?? 0), enabled: chosenCaseId !== undefined });
  const caseOptions = uniqueBy(
    [...(preselectedCase ? [preselectedCase] : []), ...(event?.case ? [event.case] : []), ...(cases.data?.items ?? [])],
    (item) => item.id,
  ).map((item) => ({ value: String(item.id), label: item.name }));
  const people = uniqueBy(
    [
      ...(profile ? [profile] : []),
      ...(user ? [user] : []),
      ...(event?.participants ?? []),
      ...(chosenCase.data
        ? [chosenCase.data.client, chosenCase.data.expert, chosenCase.data.managerLeader, ...chosenCase.data.managers]
        : []),
    ].filter((person): person is UserRef => !!person),
    (person) => person.id,
  ).map((person) => ({ value: String(person.id), label: fullName(person) }));

  const backTo: NavigateOptions =
    target.kind === 'create' && target.caseId
      ? { to: '/calendar/case/$caseId', params: { caseId: target.caseId } }
      : target.kind === 'create' && target.userId
        ? { to: '/calendar/user/$userId', params: { userId: target.userId } }
        : { to: '/calendar' };
  const leave = () => void navigate(backTo);

  // one save per click: a second click or Enter while it is sent sends nothing, nor one once it is saved (leaving)
  const once = useOneAtATime();
  const save = (scope: Scope) =>
    once(async () => {
      setAsking(false);
      setFailure(undefined);
      const values = form.getValues();
      const owner = event
        ? { userId: event.userId, organisationId: event.organisationId }
        : {
            userId: target.kind === 'create' && target.userId ? target.userId : (profile?.id ?? null),
            organisationId: null,
          };
      const data = eventInput(values, owner);
      try {
        await steps.run(event ? editPlan(event, occurrence ?? event.start, scope, data) : [{ kind: 'create', data }]);
      } catch (error) {
        const invalid = serverFieldErrors(error, formFields, { start: 'startDate', end: 'endDate' });
        if (invalid) form.setErrors(invalid.fields);
        return setFailure(
          invalid
            ? [texts.invalid, ...invalid.other].join(' ')
            : (mutationErrorText(error, texts.failed) ?? texts.failed),
        );
      }
      notifySaved(event ? texts.saved : texts.created);
      flushSync(() => setLeaving(true));
      leave();
      return finished;
    });
  const submit = form.onSubmit(
    () => (event && isRecurring(event) ? setAsking(true) : save('single')),
    () => setFailure(texts.invalid),
  );
  const weekly = form.values.recurrence === 'Weekly' || form.values.recurrence === 'Biweekly';

  return (
    <form onSubmit={submit} noValidate>
      <UnsavedChangesGuard dirty={form.isDirty() && !leaving && !steps.pending} />
      <Stack gap="md">
        {event && occurrence && isRecurring(event) && (
          <Alert color="blue">{texts.occurrenceNote(form.values.startDate)}</Alert>
        )}
        <FormSection title={texts.basics}>
          <Stack gap="sm">
            <TextInput
              label={texts.title}
              withAsterisk
              maxLength={createCalendarEventBodyTitleMax}
              {...form.getInputProps('title')}
            />
            <Select label={texts.type} data={typeOptions} withAsterisk {...form.getInputProps('type')} />
            <Select
              label={texts.case}
              placeholder={texts.casePlaceholder}
              data={caseOptions}
              searchable
              clearable
              {...form.getInputProps('caseId')}
            />
            <MultiSelect
              label={texts.participants}
              placeholder={texts.participantsPlaceholder}
              data={people}
              searchable
              {...form.getInputProps('participantIds')}
            />
            <Textarea
              label={texts.description}
              autosize
              minRows={2}
              maxLength={createCalendarEventBodyDescriptionMax}
              {...form.getInputProps('description')}
            />
          </Stack>
        </FormSection>
        <FormSection title={texts.when}>
          <Stack gap="sm">
            <Checkbox label={texts.allDay} {...form.getInputProps('allDay', { type: 'checkbox' })} />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <DayInput
                label={texts.startDate}
                placeholder={texts.datePlaceholder}
                withAsterisk
                {...form.getInputProps('startDate')}
              />
              {!form.values.allDay && (
                <TimeField label={texts.startTime} withAsterisk {...form.getInputProps('startTime')} />
              )}
              <DayInput
                label={texts.endDate}
                placeholder={texts.datePlaceholder}
                withAsterisk
                {...form.getInputProps('endDate')}
              />
              {!form.values.allDay && (
                <TimeField label={texts.endTime} withAsterisk {...form.getInputProps('endTime')} />
              )}
            </SimpleGrid>
            <TextInput
              label={texts.location}
              maxLength={createCalendarEventBodyLocationMax}
              {...form.getInputProps('location')}
            />
            {form.values.type === 'Meeting' && (
              <Select
                label={texts.meetingType}
                data={meetingOptions}
                clearable
                {...form.getInputProps('meetingType')}
              />
            )}
            <TextInput label={texts.meetingUrl} type="url" {...form.getInputProps('meetingUrl')} />
          </Stack>
        </FormSection>
        <FormSection title={texts.repeat}>
          <Stack gap="sm">
            <Select
              label={texts.recurrence}
              data={recurrenceOptions}
              allowDeselect={false}
              {...form.getInputProps('recurrence')}
              value={form.values.recurrence ?? ''}
              onChange={(value) => form.setFieldValue('recurrence', (value || null) as EventFormValues['recurrence'])}
            />
            {weekly && (
              <Stack gap={4}>
                <Text size="sm" fw={500} id="event-weekdays">
                  {texts.weekdays}
                </Text>
                <Chip.Group
                  multiple
                  value={form.values.recurrenceWeekdays}
                  onChange={(value) => form.setFieldValue('recurrenceWeekdays', value as Weekday[])}
                >
                  <Group gap="xs" role="group" aria-labelledby="event-weekdays">
                    {(Object.keys(weekdayLabels) as Weekday[]).map((day) => (
                      <Chip key={day} value={day} size="sm">
                        {weekdayLabels[day]}
                      </Chip>
                    ))}
                  </Group>
                </Chip.Group>
              </Stack>
            )}
            {form.values.recurrence && (
              <DayInput
                label={texts.recurrenceEnd}
                description={texts.recurrenceEndHint}
                placeholder={texts.datePlaceholder}
                clearable
                {...form.getInputProps('recurrenceEndDate')}
              />
            )}
            <Select
              label={texts.reminder}
              data={reminderOptions}
              allowDeselect={false}
              {...form.getInputProps('reminderOffset')}
            />
          </Stack>
        </FormSection>
        {failure && (
          <Alert color="red" variant="light" role="alert" py="xs">
            {failure}
          </Alert>
        )}
        <FormActions onCancel={leave} pending={steps.pending} />
      </Stack>
      <ScopeDialog
        action={asking ? 'edit' : null}
        pending={steps.pending}
        onChoose={save}
        onClose={() => setAsking(false)}
      />
    </form>
  );
}

function uniqueBy<T>(items: T[], key: (item: T) => number): T[] {
  return [...new Map(items.map((item) => [key(item), item])).values()];
}
