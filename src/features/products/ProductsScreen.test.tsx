import { getUpdateProductMockHandler } from '@portal/sdk/mocks/products';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { formatAmount } from '@/copy/dates';
import { ids } from '@/mocks/db/seed-ids';
import { byName, confirmDelete, dictionaryList, nameInput, save } from '@/testing/dictionary';
import { renderApp } from '@/testing/render';

const wait = { timeout: 5000 };
// rowOf: a product's cells: name, department, type, case type, price, active
const { table, names, rowOf } = dictionaryList('Lista produktów');
const choose = async (label: RegExp, option: string) => {
  await userEvent.click(await screen.findByRole('combobox', { name: label }, wait));
  await userEvent.click(await screen.findByRole('option', { name: option }, wait));
};

describe('the products dictionary', { timeout: 30_000 }, () => {
  it('lists the products by name with their department, "(bez departamentu)" for one without', async () => {
    const { db } = renderApp('/products', { role: 'Admin' });
    expect(await screen.findByRole('heading', { name: 'Produkty', level: 1 })).toBeInTheDocument();
    expect(await names()).toEqual(byName(db.products.map((p) => p.name)));
    expect((await rowOf('Pełna księgowość')).slice(0, 6)).toEqual([
      'Pełna księgowość',
      'Księgowość',
      'Abonament',
      'Księgowość',
      formatAmount(900),
      'Tak',
    ]);
    expect((await rowOf('Konsultacja z ekspertem'))[1]).toBe('(bez departamentu)');
    expect((await rowOf('Audyt RODO (wycofany)'))[5]).toBe('Nie');
  });

  it('only an administrator opens the products and their pages: a manager is sent to the main page', async () => {
    const { history } = renderApp(`/products/${ids.product.payroll}/edit`, { role: 'Manager' });
    await waitFor(() => expect(history.location.pathname).toBe('/'));
  });

  it('adds one on its own page; the departments are offered by name, none meaning "(bez departamentu)"', async () => {
    const { db, history } = renderApp('/products', { role: 'Admin' });
    await table();
    await userEvent.click(screen.getByRole('link', { name: 'Dodaj produkt' }));
    expect(await screen.findByRole('heading', { name: 'Nowy produkt', level: 1 }, wait)).toBeInTheDocument();
    await userEvent.type(await nameInput(), 'Doradztwo energetyczne');
    const department = screen.getByRole('combobox', { name: 'Departament' });
    expect(department).toHaveAttribute('placeholder', '(bez departamentu)');
    await userEvent.click(department);
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Energetyka i ESG',
      'Inwestycje',
      'Księgowość',
      'Marketing',
      'Prawo',
      'Rekrutacja',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'Energetyka i ESG' }));
    await choose(/^Rodzaj/, 'Usługa dodatkowa');
    await choose(/^Typ spraw/, 'Konsultacja');
    await save();

    await waitFor(() => expect(history.location.pathname).toBe('/products'));
    await waitFor(async () => expect((await rowOf('Doradztwo energetyczne'))[1]).toBe('Energetyka i ESG'));
    expect(db.products.find((p) => p.name === 'Doradztwo energetyczne')).toMatchObject({
      departmentId: 6,
      type: 'AdditionalService',
      caseType: 'Consultation',
      isActive: true,
      price: null,
    });
  });

  it('edits one, then edits it again from the list: both changes stay', async () => {
    const { db, history } = renderApp('/products', { role: 'Admin' });
    await table();
    await userEvent.click(screen.getByRole('link', { name: 'Edytuj: Kadry i płace' }));
    const name = await nameInput();
    expect(name).toHaveValue('Kadry i płace');
    await userEvent.clear(name);
    await userEvent.type(name, 'Kadry, płace i ZUS');
    await save();
    await waitFor(async () => expect(await names()).toContain('Kadry, płace i ZUS'));

    await userEvent.click(screen.getByRole('link', { name: 'Edytuj: Kadry, płace i ZUS' }));
    expect(await nameInput()).toHaveValue('Kadry, płace i ZUS');
    await choose(/^Departament/, 'Marketing');
    await save();
    await waitFor(() => expect(history.location.pathname).toBe('/products'));
    await waitFor(async () => expect((await rowOf('Kadry, płace i ZUS'))[1]).toBe('Marketing'));
    expect(db.products.find((p) => p.id === ids.product.payroll)).toMatchObject({
      name: 'Kadry, płace i ZUS',
      departmentId: 3,
      price: 60,
    });
  });

  it('a refused save stays on the page with what was typed and the server’s words', async () => {
    const { history } = renderApp(`/products/${ids.product.payroll}/edit`, {
      role: 'Admin',
      handlers: [
        getUpdateProductMockHandler(() => {
          throw HttpResponse.json(
            { title: 'Nieprawidłowe dane', status: 400, errors: { price: ['Cena przekracza limit cennika.'] } },
            { status: 400 },
          );
        }),
      ],
    });
    const name = await nameInput();
    await userEvent.type(name, ' (2027)');
    await save();
    expect(await screen.findByRole('alert')).toHaveTextContent('Cena przekracza limit cennika.');
    expect(name).toHaveValue('Kadry i płace (2027)');
    expect(history.location.pathname).toBe(`/products/${ids.product.payroll}/edit`);
  });

  it("deletes one nothing uses after confirmation; one in use stays, with the server's words", async () => {
    const { db } = renderApp('/products', { role: 'Admin' });
    await table();
    await confirmDelete('Pełna księgowość');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Nie można usunąć produktu „Pełna księgowość”: jest używany przez 2 sprawy, 4 kamienie milowe i 1 abonament.',
    );

    await confirmDelete('Audyt RODO (wycofany)', 'Czy na pewno chcesz usunąć produkt „Audyt RODO (wycofany)”?');
    await waitFor(async () => expect(await names()).not.toContain('Audyt RODO (wycofany)'));
    expect(db.products.some((p) => p.name === 'Pełna księgowość')).toBe(true);
  });

  it('leads to a product’s milestones from its row and from its form', async () => {
    const { history } = renderApp('/products', { role: 'Admin' });
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Kamienie milowe: Pełna księgowość' }));
    await waitFor(() => expect(history.location.pathname).toBe(`/milestones/${ids.product.fullAccounting}/edit`));

    history.push(`/products/${ids.product.payroll}/edit`);
    await nameInput();
    await userEvent.click(screen.getByRole('link', { name: 'Kamienie milowe' }));
    await waitFor(() => expect(history.location.pathname).toBe(`/milestones/${ids.product.payroll}/edit`));
  });
});
