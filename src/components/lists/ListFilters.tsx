import { Button, Group, MultiSelect, Select, SimpleGrid, Stack, type ComboboxData } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { usePhone } from '@/components/use-phone';
import { DateRangeFilter } from './DateRangeFilter';
import { readQueryValue, type QueryRules } from './list-search';
import { ListSearchInput } from './ListSearchInput';
import { listTexts } from './texts';

/** What a filter is bound to: the list's view (useListView). */
interface FilterBinding<Url extends object> {
  view: Url;
  rules: QueryRules;
  filter: (changes: Partial<Url>) => void;
  clear: () => void;
  filtered: boolean;
}

type Key<Url> = keyof Url & string;
type Options = ComboboxData | Record<string, string>;

/** One filter of a list, bound to a key of its address. */
export type ListFilter<Url extends object> =
  | { kind: 'search'; key: Key<Url>; label: string; placeholder?: string }
  | {
      kind: 'select' | 'multiSelect';
      key: Key<Url>;
      label: string;
      /** The choices, or a hook that loads them once the filter shows (a member picker: experts, managers …). */
      options?: Options;
      useOptions?: (enabled: boolean) => ComboboxData;
      placeholder?: string;
      searchable?: boolean;
    }
  | { kind: 'dateRange'; from: Key<Url>; to: Key<Url>; label: string; presets?: boolean };

const comboboxData = (options: Options | undefined): ComboboxData =>
  !options
    ? []
    : Array.isArray(options)
      ? options
      : Object.entries(options as Record<string, string>).map(([value, label]) => ({ value, label }));

const keysOf = <Url extends object>(filter: ListFilter<Url>) =>
  filter.kind === 'dateRange' ? [filter.from, filter.to] : [filter.key];

function ChoiceFilter<Url extends object>({
  filter,
  list,
  enabled,
}: {
  filter: Extract<ListFilter<Url>, { kind: 'select' | 'multiSelect' }>;
  list: FilterBinding<Url>;
  enabled: boolean;
}) {
  const loaded = filter.useOptions?.(enabled);
  const data = loaded ?? comboboxData(filter.options);
  const rule = list.rules[filter.key];
  const value = list.view[filter.key] as unknown;
  const common = {
    label: filter.label,
    placeholder: filter.placeholder ?? listTexts.any,
    data,
    searchable: filter.searchable ?? Boolean(filter.useOptions),
    clearable: true,
    nothingFoundMessage: listTexts.nothingFound,
  };
  const set = (next: unknown) => list.filter({ [filter.key]: readQueryValue(rule, next) } as Partial<Url>);
  return filter.kind === 'select' ? (
    <Select {...common} value={value === undefined ? null : String(value)} onChange={set} />
  ) : (
    <MultiSelect {...common} value={((value as unknown[]) ?? []).map(String)} onChange={set} />
  );
}

function FilterControl<Url extends object>({
  filter,
  list,
  enabled,
}: {
  filter: ListFilter<Url>;
  list: FilterBinding<Url>;
  enabled: boolean;
}) {
  const values = list.view as Record<string, unknown>;
  switch (filter.kind) {
    case 'search':
      return (
        <ListSearchInput
          label={filter.label}
          placeholder={filter.placeholder ?? ''}
          value={values[filter.key] as string | undefined}
          onSearch={(text) => list.filter({ [filter.key]: text } as Partial<Url>)}
        />
      );
    case 'dateRange':
      return (
        <DateRangeFilter
          label={filter.label}
          from={values[filter.from] as string | undefined}
          to={values[filter.to] as string | undefined}
          instants={list.rules[filter.from]?.format === 'date-time'}
          presets={filter.presets ?? true}
          onChange={(from, to) => list.filter({ [filter.from]: from, [filter.to]: to } as Partial<Url>)}
        />
      );
    default:
      return <ChoiceFilter filter={filter} list={list} enabled={enabled} />;
  }
}

/**
 * A list's filters, declared and bound to its address: a search box (sent after a pause), selects and
 * multi-selects (their choices loaded when they show), a date range with presets. On a phone the search stays at
 * hand and the others fold away behind "Więcej filtrów".
 */
export function ListFilters<Url extends object>({
  list,
  filters,
}: {
  list: FilterBinding<Url>;
  filters: readonly (ListFilter<Url> | false | null | undefined)[];
}) {
  const shown = filters.filter((filter): filter is ListFilter<Url> => Boolean(filter));
  const phone = usePhone();
  const [opened, { toggle }] = useDisclosure(false);
  const values = list.view as Record<string, unknown>;
  const control = (filter: ListFilter<Url>, enabled = true) => (
    <FilterControl key={keysOf(filter).join('-')} filter={filter} list={list} enabled={enabled} />
  );
  const clear = list.filtered && (
    <Button variant="subtle" onClick={list.clear} style={{ alignSelf: 'end', justifySelf: 'start' }}>
      {listTexts.clearFilters}
    </Button>
  );

  if (!phone)
    return (
      <SimpleGrid
        cols={{ base: 1, sm: 2, lg: Math.min(4, shown.length + 1) }}
        spacing="sm"
        verticalSpacing="xs"
        role="search"
        aria-label={listTexts.filters}
      >
        {shown.map((filter) => control(filter))}
        {clear}
      </SimpleGrid>
    );

  const searches = shown.filter((filter) => filter.kind === 'search');
  const others = shown.filter((filter) => filter.kind !== 'search');
  const active = others.filter((filter) => values[keysOf(filter)[0]] !== undefined).length;
  return (
    <Stack gap="xs" role="search" aria-label={listTexts.filters}>
      {searches.map((filter) => control(filter))}
      {(others.length > 0 || clear) && (
        <Group gap="xs">
          {others.length > 0 && (
            <Button variant="default" onClick={toggle} aria-expanded={opened}>
              {opened ? listTexts.hideFilters : listTexts.moreFilters}
              {active > 0 && ` (${active})`}
            </Button>
          )}
          {clear}
        </Group>
      )}
      {opened && <Stack gap="xs">{others.map((filter) => control(filter, opened))}</Stack>}
    </Stack>
  );
}
