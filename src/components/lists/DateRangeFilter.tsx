import { DatePickerInput, type DatePickerPreset, type DatesRangeValue } from '@mantine/dates';
import dayjs from 'dayjs';
import { useState } from 'react';
import { listTexts } from './texts';

export interface DateRangeFilterProps {
  label: string;
  placeholder?: string;
  /** The range in the address: days (`YYYY-MM-DD`), or with `instants` the contract's moments. */
  from: string | undefined;
  to: string | undefined;
  /**
   * The list takes moments (a date-time), not days: the first day is sent as its start, the last as the start of the
   * day after it (the API's `to` is then exclusive), both in the user's time zone.
   */
  instants?: boolean;
  /** Offer this month, the last month, the last 30 days … (default on). */
  presets?: boolean;
  onChange: (from: string | undefined, to: string | undefined) => void;
}

const DAY = 'YYYY-MM-DD';
const dayOf = (value: string | undefined, instants: boolean, last: boolean) =>
  !value
    ? null
    : instants
      ? dayjs(value)
          .subtract(last ? 1 : 0, 'day')
          .format(DAY)
      : value;
const sent = (day: string, instants: boolean, last: boolean) =>
  instants
    ? dayjs(day)
        .add(last ? 1 : 0, 'day')
        .startOf('day')
        .toISOString()
    : day;

function presetRanges(): DatePickerPreset<'range'>[] {
  const today = dayjs();
  const range = (start: dayjs.Dayjs, end: dayjs.Dayjs): [string, string] => [start.format(DAY), end.format(DAY)];
  const quarterStart = today.startOf('month').subtract(today.month() % 3, 'month');
  const { presets } = listTexts;
  return [
    { label: presets.thisMonth, value: range(today.startOf('month'), today.endOf('month')) },
    {
      label: presets.lastMonth,
      value: range(today.subtract(1, 'month').startOf('month'), today.subtract(1, 'month').endOf('month')),
    },
    { label: presets.last30Days, value: range(today.subtract(29, 'day'), today) },
    { label: presets.thisQuarter, value: range(quarterStart, quarterStart.add(2, 'month').endOf('month')) },
    { label: presets.thisYear, value: range(today.startOf('year'), today.endOf('year')) },
    {
      label: presets.lastYear,
      value: range(today.subtract(1, 'year').startOf('year'), today.subtract(1, 'year').endOf('year')),
    },
  ];
}

/** A list's date-range filter: only a complete (or cleared) range reaches the address; a half-picked one stays here. */
export function DateRangeFilter({
  label,
  placeholder = listTexts.rangePlaceholder,
  from,
  to,
  instants = false,
  presets = true,
  onChange,
}: DateRangeFilterProps) {
  const fromAddress = (): DatesRangeValue<string> => [dayOf(from, instants, false), dayOf(to, instants, true)];
  const [range, setRange] = useState(fromAddress);
  // a range changed from outside (back/forward, clearing the filters) replaces a half-picked one
  const urlRange = `${from ?? ''}/${to ?? ''}`;
  const [seen, setSeen] = useState(urlRange);
  if (urlRange !== seen) {
    setSeen(urlRange);
    setRange(fromAddress());
  }

  return (
    <DatePickerInput
      type="range"
      label={label}
      placeholder={placeholder}
      valueFormat={DAY}
      value={range}
      presets={presets ? presetRanges() : undefined}
      onChange={(next) => {
        const [start, end] = next.map((day) => (day ? String(day).slice(0, 10) : null));
        setRange([start, end]);
        if (start && end) onChange(sent(start, instants, false), sent(end, instants, true));
        else if (!start && !end) onChange(undefined, undefined);
      }}
      clearable
      allowSingleDateInRange
    />
  );
}
