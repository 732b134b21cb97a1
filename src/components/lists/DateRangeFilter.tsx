import { DatePickerInput, type DatesRangeValue } from '@mantine/dates';
import { useState } from 'react';

export interface DateRangeFilterProps {
  label: string;
  placeholder: string;
  /** `YYYY-MM-DD` days from the URL. */
  from: string | undefined;
  to: string | undefined;
  onChange: (from: string | undefined, to: string | undefined) => void;
}

/** A list's date-range filter: only a complete (or cleared) range reaches the URL; a half-picked one stays here. */
export function DateRangeFilter({ label, placeholder, from, to, onChange }: DateRangeFilterProps) {
  const [range, setRange] = useState<DatesRangeValue<string>>([from ?? null, to ?? null]);
  // a range changed from outside (back/forward, clearing the filters) replaces a half-picked one
  const urlRange = `${from ?? ''}/${to ?? ''}`;
  const [seen, setSeen] = useState(urlRange);
  if (urlRange !== seen) {
    setSeen(urlRange);
    setRange([from ?? null, to ?? null]);
  }

  return (
    <DatePickerInput
      type="range"
      label={label}
      placeholder={placeholder}
      valueFormat="YYYY-MM-DD"
      value={range}
      onChange={(next) => {
        const [start, end] = next.map((day) => (day ? String(day).slice(0, 10) : null));
        setRange([start, end]);
        if (start && end) onChange(start, end);
        else if (!start && !end) onChange(undefined, undefined);
      }}
      clearable
      allowSingleDateInRange
    />
  );
}
