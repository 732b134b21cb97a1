import { TimePicker, type TimePickerProps } from '@mantine/dates';
import { useId } from 'react';
import { calendarTexts } from './texts';

const texts = calendarTexts.form;

/**
 * A time of day, 24-hour (GG:MM) whatever the browser's locale: an hours and a minutes field, where a native time
 * field follows the locale ("05:00 PM" in an English browser). Its message is read with the hours.
 */
export function TimeField({ label, error, ...props }: Omit<TimePickerProps, 'label'> & { label: string }) {
  const id = useId();
  return (
    <TimePicker
      {...props}
      id={id}
      label={label}
      error={error}
      format="24h"
      hoursInputLabel={texts.hours(label)}
      minutesInputLabel={texts.minutes(label)}
      hoursPlaceholder={texts.hoursPlaceholder}
      minutesPlaceholder={texts.minutesPlaceholder}
      hoursInputProps={{ 'aria-describedby': error ? `${id}-error` : undefined }}
    />
  );
}
