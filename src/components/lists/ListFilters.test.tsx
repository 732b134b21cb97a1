import { useSearch } from '@tanstack/react-router';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { mediaQueryAnswers } from '@/testing/media';
import { renderOnPages } from '@/testing/render';
import { listSearch } from './list-search';
import { ListFilters } from './ListFilters';
import { useListView } from './use-list-view';

// A list of every kind of filter, over query rules as `npm run generate` writes them.
const rules = {
  page: { type: 'integer', minimum: 1, default: 1 },
  search: { type: 'string' },
  expertId: { type: 'integer', format: 'int32', minimum: 1 },
  statuses: { type: 'array', items: { type: 'string', enum: ['New', 'Done'] } },
  from: { type: 'string', format: 'date' },
  to: { type: 'string', format: 'date' },
} as const;
const spec = listSearch(rules);
const experts = [
  { value: '105', label: 'Magdalena Kamińska' },
  { value: '106', label: 'Marcin Lewandowski' },
];

function FilterList() {
  const list = useListView(spec, useSearch({ strict: false }) as Parameters<typeof spec.view>[0]);
  return (
    <ListFilters
      list={list}
      filters={[
        { kind: 'search', key: 'search', label: 'Szukaj' },
        { kind: 'select', key: 'expertId', label: 'Ekspert', useOptions: () => experts },
        { kind: 'multiSelect', key: 'statuses', label: 'Statusy', options: { New: 'Nowa', Done: 'Zakończona' } },
        { kind: 'dateRange', from: 'from', to: 'to', label: 'Okres' },
      ]}
    />
  );
}

function renderFilters(address: string) {
  const router = renderOnPages(
    { '/list': { component: FilterList, validateSearch: spec.validateSearch } },
    { at: address },
  );
  return { search: () => router.state.location.search as Record<string, unknown> };
}

describe("a list's filters, bound to its address", () => {
  it('each filter writes its value as the contract types it, and starts the list at page 1', async () => {
    const { search } = renderFilters('/list?page=3');
    await userEvent.click(await screen.findByRole('combobox', { name: 'Ekspert' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Marcin Lewandowski' }));
    await waitFor(() => expect(search()).toEqual({ expertId: 106 }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Statusy' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Nowa' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Zakończona' }));
    await waitFor(() => expect(search()).toEqual({ expertId: 106, statuses: ['New', 'Done'] }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Szukaj' }), 'Kowalska');
    // sent once typing pauses, not at each key
    expect(search()).not.toHaveProperty('search');
    await waitFor(() => expect(search()).toMatchObject({ search: 'Kowalska' }));
  });

  it('a date range comes from its presets too; clearing the filters keeps nothing', async () => {
    const { search } = renderFilters('/list?expertId=105');
    await userEvent.click(await screen.findByRole('button', { name: 'Okres' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Poprzedni miesiąc' }));
    const lastMonth = dayjs().subtract(1, 'month');
    await waitFor(() =>
      expect(search()).toEqual({
        expertId: 105,
        from: lastMonth.startOf('month').format('YYYY-MM-DD'),
        to: lastMonth.endOf('month').format('YYYY-MM-DD'),
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Wyczyść filtry' }));
    await waitFor(() => expect(search()).toEqual({}));
    expect(screen.getByRole('combobox', { name: 'Ekspert' })).toHaveValue('');
  });

  it('on a phone the search stays at hand and the other filters fold away, counted', async () => {
    window.matchMedia = mediaQueryAnswers(() => true);
    renderFilters('/list?expertId=105&statuses=New');
    const filters = await screen.findByRole('search', { name: 'Filtry' });
    expect(within(filters).getByRole('searchbox', { name: 'Szukaj' })).toBeInTheDocument();
    expect(within(filters).queryByRole('combobox', { name: 'Ekspert' })).not.toBeInTheDocument();
    await userEvent.click(within(filters).getByRole('button', { name: 'Więcej filtrów (2)' }));
    expect(within(filters).getByRole('combobox', { name: 'Ekspert' })).toHaveValue('Magdalena Kamińska');
    window.matchMedia = mediaQueryAnswers(() => false);
  });
});
