import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ids } from '@/mocks/db/seed-ids';
import { renderApp } from '@/testing/render';
import { expectSavedNotice } from '@/testing/saved-notice';
import { groupProducts, productPickerHeight } from './ProductPicker';

const departments = [
  { id: 1, name: 'Prawo' },
  { id: 2, name: 'Księgowość' },
  { id: 3, name: 'Łączność' },
  { id: 4, name: 'Marketing' },
];
const products = [
  { id: 1, name: 'Rozwód', departmentId: 1 },
  { id: 2, name: 'Apelacja', departmentId: 1 },
  { id: 3, name: 'Ślub', departmentId: 1 },
  { id: 4, name: 'Kadry', departmentId: 2 },
  { id: 5, name: 'Konsultacja', departmentId: null },
  { id: 6, name: 'Łącze', departmentId: 3 },
  { id: 7, name: 'Audyt', departmentId: 99 },
];

describe('groupProducts', () => {
  it('groups by department, sorts groups and products by name (Polish collation), no-department group last', () => {
    expect(groupProducts(products, departments)).toEqual([
      { group: 'Księgowość', items: [{ value: '4', label: 'Kadry' }] },
      { group: 'Łączność', items: [{ value: '6', label: 'Łącze' }] },
      {
        group: 'Prawo',
        items: [
          { value: '2', label: 'Apelacja' },
          { value: '1', label: 'Rozwód' },
          { value: '3', label: 'Ślub' },
        ],
      },
      // products of an unknown department join those without one
      {
        group: '(bez departamentu)',
        items: [
          { value: '7', label: 'Audyt' },
          { value: '5', label: 'Konsultacja' },
        ],
      },
    ]);
  });

  it('shows only departments that have products', () => {
    const groups = groupProducts(products, departments).map((group) => group.group);
    expect(groups).not.toContain('Marketing');
    expect(groupProducts([], departments)).toEqual([]);
  });
});

// the whole app renders in each test: allow for a busy machine
describe('ProductPicker on the case details', { timeout: 30_000 }, () => {
  const openPicker = async () => {
    const picker = await screen.findByRole('combobox', { name: 'Produkt' }, { timeout: 5000 });
    await waitFor(() => expect(picker).toHaveValue('Kredyt frankowy – pozew przeciwko bankowi'));
    await userEvent.click(picker);
    return { picker, listbox: await screen.findByRole('listbox') };
  };

  it('lists the products grouped by department, sorted, with "(bez departamentu)", 500 high and searchable', async () => {
    const { db } = renderApp(`/cases/${ids.case.loanLawsuit}`, { role: 'Admin' });
    // a department without products is not shown
    db.departments.push({ id: 77, name: 'Aaa pusty departament' });
    const { listbox } = await openPicker();
    await waitFor(() => expect(within(listbox).getAllByRole('option').length).toBeGreaterThan(20));

    const groups = within(listbox).getAllByRole('group');
    const groupNames = groups.map((group) => group.firstElementChild!.textContent);
    expect(groupNames).toEqual(['Inwestycje', 'Księgowość', 'Marketing', 'Prawo', 'Rekrutacja', '(bez departamentu)']);
    const optionsOf = (name: string) =>
      within(within(listbox).getByRole('group', { name }))
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(optionsOf('(bez departamentu)')).toEqual(['Konsultacja z ekspertem']);
    // products sorted by name within a group
    expect(optionsOf('Księgowość')).toEqual(['Kadry i płace', 'Księga przychodów i rozchodów', 'Pełna księgowość']);
    // the list height of the spec: 500 px, which Mantine writes as rem (500 / 16 = 31.25)
    expect(productPickerHeight).toBe(500);
    const scrollBox = listbox.querySelector<HTMLElement>('[style*="max-height"]')!;
    expect(scrollBox.style.maxHeight).toBe('calc(31.25rem * var(--mantine-scale))');
  });

  it('searching narrows the options', async () => {
    renderApp(`/cases/${ids.case.loanLawsuit}`, { role: 'Admin' });
    const { picker } = await openPicker();
    await userEvent.clear(picker);
    await userEvent.type(picker, 'rozw');
    await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Rozwód']));
  });

  it('choosing a product replaces it on the case at once', async () => {
    const { db } = renderApp(`/cases/${ids.case.loanLawsuit}`, { role: 'Admin' });
    await openPicker();
    await userEvent.click(screen.getByRole('option', { name: 'Sprawa cywilna' }));
    await waitFor(() =>
      expect(db.cases.find((item) => item.id === ids.case.loanLawsuit)!.productId).toBe(ids.product.civilLawsuit),
    );
    // the header's type label follows the product
    expect(await screen.findByText('Sprawa cywilna', { selector: '.mantine-Badge-label' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Produkt' })).toHaveValue('Sprawa cywilna');
    await expectSavedNotice('Produkt: Sprawa cywilna');
  });

  // (the client, who may change nothing of these, reads the product as text: CaseDetailsScreen.test)
  it('is disabled for the case expert, who may change the status but not the product, still showing it', async () => {
    renderApp(`/expertCases/${ids.case.accounting}`, { role: 'ExpertEmployee' });
    const picker = await screen.findByRole('combobox', { name: 'Produkt' }, { timeout: 5000 });
    expect(picker).toBeDisabled();
    expect(picker).toHaveValue('Księga przychodów i rozchodów');
  });
});
