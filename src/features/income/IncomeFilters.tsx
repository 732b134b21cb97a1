import { Button, SimpleGrid } from '@mantine/core';
import { DatePickerInput, type DatesRangeValue } from '@mantine/dates';
import { useState } from 'react';
import { hasIncomeFilters, type IncomeFilters as Filters, type IncomeSearch } from './income-search';
import { ListSearchInput } from '../../components/lists/ListSearchInput';
import { incomeTexts } from './texts';

const texts = incomeTexts.filters;

/** The issue-date range: only a complete (or cleared) range reaches the URL. */
function IssueDateRange({
  from,
  to,
  onChange,
}: {
  from: string | undefined;
  to: string | undefined;
  onChange: (from: string | undefined, to: string | undefined) => void;
}) {
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
      label={texts.issueDate}
      placeholder={texts.dateRangePlaceholder}
      valueFormat="YYYY-MM-DD"
      value={range}
      onChange={(next) => {
        const [start, end] = next.map((value) => (value ? String(value).slice(0, 10) : null));
        setRange([start, end]);
        if (start && end) onChange(start, end);
        else if (!start && !end) onChange(undefined, undefined);
      }}
      clearable
      allowSingleDateInRange
    />
  );
}

/** The filters of the income, for every tab: the search and the issue-date range. */
export function IncomeFilters({
  view,
  onChange,
  onClear,
}: {
  view: IncomeSearch;
  onChange: (filters: Filters) => void;
  onClear: () => void;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" verticalSpacing="xs" role="search">
      <ListSearchInput
        label={texts.search}
        placeholder={texts.searchPlaceholder}
        value={view.search}
        onSearch={(search) => onChange({ search })}
      />
      <IssueDateRange from={view.from} to={view.to} onChange={(from, to) => onChange({ from, to })} />
      {hasIncomeFilters(view) && (
        <Button variant="subtle" onClick={onClear} style={{ alignSelf: 'end', justifySelf: 'start' }}>
          {texts.clear}
        </Button>
      )}
    </SimpleGrid>
  );
}
