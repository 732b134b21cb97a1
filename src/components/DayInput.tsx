import { DateInput, type DateInputProps } from '@mantine/dates';

export type DayInputProps = Omit<DateInputProps, 'value' | 'onChange' | 'valueFormat'> & {
  /** The day as the API sends it, `YYYY-MM-DD`; empty (or null) when none. */
  value?: string | null;
  /** The picked day, `YYYY-MM-DD`, or '' when cleared. */
  onChange: (day: string) => void;
};

/** A date field holding a day as the API names it (`YYYY-MM-DD`), so a form keeps it as a plain string. */
export function DayInput({ value, onChange, ...props }: DayInputProps) {
  return (
    <DateInput
      valueFormat="YYYY-MM-DD"
      {...props}
      value={value || null}
      onChange={(picked) => onChange(picked ? String(picked).slice(0, 10) : '')}
    />
  );
}
