import { Button, SimpleGrid } from '@mantine/core';
import { hasIncomeFilters, type IncomeFilters as Filters, type IncomeSearch } from './income-search';
import { DateRangeFilter } from '@/components/lists/DateRangeFilter';
import { ListSearchInput } from '@/components/lists/ListSearchInput';
import { incomeTexts } from './texts';

const texts = incomeTexts.filters;

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
      <DateRangeFilter
        label={texts.issueDate}
        placeholder={texts.dateRangePlaceholder}
        from={view.from}
        to={view.to}
        onChange={(from, to) => onChange({ from, to })}
      />
      {hasIncomeFilters(view) && (
        <Button variant="subtle" onClick={onClear} style={{ alignSelf: 'end', justifySelf: 'start' }}>
          {texts.clear}
        </Button>
      )}
    </SimpleGrid>
  );
}
