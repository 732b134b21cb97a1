import { Button, Checkbox, Modal, Select, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { CalendarEventNotificationSettings, ReminderOffset } from '@portal/sdk/model';
import { IconBell } from '@tabler/icons-react';
import { useState } from 'react';
import { FormActions } from '@/components/FormActions';
import { MutationError } from '@/components/MutationError';
import { notifySaved } from '@/components/notify-saved';
import { reminderOffsetLabels } from '@/copy/calendar-labels';
import { useUpdateCalendarEventNotificationSettings } from './api';
import { calendarTexts } from './texts';

const texts = calendarTexts.settings;
const reminderOptions = Object.entries(reminderOffsetLabels).map(([value, label]) => ({ value, label }));

/** What the form starts from: the contract has no call that reads the settings, so the last saved ones (or these). */
const defaults: CalendarEventNotificationSettings = {
  calendarEventId: null,
  reminderOffset: 'OneHour',
  sendEmail: true,
  sendNotification: true,
};

/** The signed-in user's reminders of calendar events (`PUT CalendarEvent/UpdateUserEventNotificationSettings`). */
export function NotificationSettingsButton() {
  const [opened, setOpened] = useState(false);
  const [saved, setSaved] = useState(defaults);
  return (
    <>
      <Button variant="default" leftSection={<IconBell size={16} aria-hidden />} onClick={() => setOpened(true)}>
        {calendarTexts.notificationSettings}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={texts.title}>
        {opened && (
          <SettingsForm
            initial={saved}
            onCancel={() => setOpened(false)}
            onSaved={(settings) => {
              setSaved(settings);
              setOpened(false);
            }}
          />
        )}
      </Modal>
    </>
  );
}

function SettingsForm({
  initial,
  onCancel,
  onSaved,
}: {
  initial: CalendarEventNotificationSettings;
  onCancel: () => void;
  onSaved: (settings: CalendarEventNotificationSettings) => void;
}) {
  const save = useUpdateCalendarEventNotificationSettings();
  const form = useForm({ initialValues: initial });
  const submit = form.onSubmit((values) =>
    save.mutate(
      { data: values },
      {
        onSuccess: (answer) => {
          notifySaved(texts.saved);
          onSaved(answer);
        },
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm">{texts.intro}</Text>
        <Select
          label={texts.reminder}
          data={reminderOptions}
          allowDeselect={false}
          value={form.values.reminderOffset}
          onChange={(value) => value && form.setFieldValue('reminderOffset', value as ReminderOffset)}
        />
        <Checkbox label={texts.sendEmail} {...form.getInputProps('sendEmail', { type: 'checkbox' })} />
        <Checkbox label={texts.sendNotification} {...form.getInputProps('sendNotification', { type: 'checkbox' })} />
        <MutationError error={save.error} fallback={texts.failed} />
        <FormActions onCancel={onCancel} pending={save.isPending} />
      </Stack>
    </form>
  );
}
