import { Button, Group, Select, SimpleGrid, Stack, type ComboboxData } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { CaseStatus } from '@portal/sdk/model';
import { caseStatusOptions } from '@/copy/case-labels';
import { inOrganisationContext } from '@/lib/org/organisation';
import type { CaseFamily, CaseFilter } from '@/features/cases/families';
import { caseTexts } from '@/features/cases/texts';
import { ListSearchInput } from '@/components/lists/ListSearchInput';
import { useClientOptions, useExpertOptions, useManagerOptions, useProductOptions } from './filter-options';
import { DateRangeFilter } from '@/components/lists/DateRangeFilter';
import { caseFilterKeys, hasActiveFilters, type CaseFilterValues, type CaseListSearch } from './list-search';
import { usePhone } from '@/components/use-phone';

export interface CaseFiltersProps {
  family: CaseFamily;
  view: CaseListSearch;
  onChange: (filters: CaseFilterValues) => void;
  onClear: () => void;
}

const { fields } = caseTexts;
const texts = caseTexts.list;

const idOf = (value: string | null) => (value ? Number(value) : undefined);

function IdSelect({
  label,
  data,
  value,
  onChange,
}: {
  label: string;
  data: ComboboxData;
  value: number | undefined;
  onChange: (id: number | undefined) => void;
}) {
  return (
    <Select
      label={label}
      placeholder={texts.anyValue}
      data={data}
      value={value === undefined ? null : String(value)}
      onChange={(next) => onChange(idOf(next))}
      searchable
      clearable
      nothingFoundMessage={caseTexts.nothingFound}
    />
  );
}

/** The filters of a case list; a family hides those that make no sense for it (spec 000 section 2). */
export function CaseFilters({ family, view, onChange, onClear }: CaseFiltersProps) {
  const shown = (filter: CaseFilter) => !family.hiddenFilters.includes(filter);
  const mobile = usePhone();
  const [opened, { toggle }] = useDisclosure(false);
  // the option lists load once their filters show: on a phone, when the folded filters are opened
  const listed = (filter: CaseFilter) => shown(filter) && (!mobile || opened);
  const products = useProductOptions(listed('product'));
  const clients = useClientOptions(family, listed('client'));
  const experts = useExpertOptions(listed('expert'));
  const managers = useManagerOptions(listed('manager'));

  const search = shown('search') && (
    <ListSearchInput
      label={caseTexts.list.search}
      placeholder={caseTexts.list.searchPlaceholder}
      value={view.search}
      onSearch={(text) => onChange({ search: text })}
    />
  );
  const clear = hasActiveFilters(view) && (
    <Button variant="subtle" onClick={onClear} style={{ alignSelf: 'end', justifySelf: 'start' }}>
      {texts.clearFilters}
    </Button>
  );
  const others = (
    <>
      {shown('status') && (
        <Select
          label={fields.status}
          placeholder={texts.anyValue}
          data={caseStatusOptions(inOrganisationContext())}
          value={view.status ?? null}
          onChange={(status) => onChange({ status: (status as CaseStatus | null) ?? undefined })}
          clearable
        />
      )}
      {shown('product') && (
        <IdSelect
          label={fields.product}
          data={products}
          value={view.productId}
          onChange={(productId) => onChange({ productId })}
        />
      )}
      {shown('client') && (
        <IdSelect
          label={fields.client}
          data={clients}
          value={view.clientId}
          onChange={(clientId) => onChange({ clientId })}
        />
      )}
      {shown('expert') && (
        <IdSelect
          label={fields.expert}
          data={experts}
          value={view.expertId}
          onChange={(expertId) => onChange({ expertId })}
        />
      )}
      {shown('manager') && (
        <IdSelect
          label={fields.manager}
          data={managers}
          value={view.managerId}
          onChange={(managerId) => onChange({ managerId })}
        />
      )}
      {shown('dateRange') && (
        <DateRangeFilter
          label={caseTexts.fields.createdAt}
          placeholder={caseTexts.list.dateRangePlaceholder}
          from={view.dateFrom}
          to={view.dateTo}
          onChange={(dateFrom, dateTo) => onChange({ dateFrom, dateTo })}
        />
      )}
    </>
  );

  if (!mobile)
    return (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm" verticalSpacing="xs" role="search">
        {search}
        {others}
        {clear}
      </SimpleGrid>
    );
  // on a phone the search stays at hand and the other filters fold away
  const activeOthers = caseFilterKeys.filter((key) => key !== 'search' && key !== 'dateTo' && view[key] !== undefined);
  return (
    <Stack gap="xs" role="search">
      {search}
      <Group gap="xs">
        <Button variant="default" onClick={toggle} aria-expanded={opened}>
          {opened ? texts.hideFilters : texts.moreFilters}
          {activeOthers.length > 0 && ` (${activeOthers.length})`}
        </Button>
        {clear}
      </Group>
      {opened && <Stack gap="xs">{others}</Stack>}
    </Stack>
  );
}
