import { getUpdateSubscriptionDefinitionMockHandler } from '@portal/sdk/mocks/subscription-definitions';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ids } from '@/mocks/db/seed-ids';
import { byName, confirmDelete, dictionaryList, expectSentHome, save } from '@/testing/dictionary';
import { renderApp } from '@/testing/render';

const wait = { timeout: 5000 };
const { table, names, rowOf } = dictionaryList('Lista definicji abonamentów');
const dialog = () => screen.findByRole('dialog', { name: /abonament/ }, wait);

describe('the subscription definitions', { timeout: 30_000 }, () => {
  it('lists the plans by name with their product', async () => {
    const { db } = renderApp('/subscriptionDefiniftions', { role: 'Admin' });
    expect(await screen.findByRole('heading', { name: 'Definicje abonamentów', level: 1 }, wait)).toBeInTheDocument();
    expect(await names()).toEqual(byName(db.subscriptionDefinitions.map((d) => d.name)));
    expect((await rowOf('Pakiet Business'))[1]).toBe('Pełna księgowość');
  });

  it('only an administrator opens them: a manager is sent to the main page', () =>
    expectSentHome('/subscriptionDefiniftions', 'Manager'));

  it('adds one; its product is picked by department, "(bez departamentu)" last, by name', async () => {
    const { db } = renderApp('/subscriptionDefiniftions', { role: 'Admin' });
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Dodaj abonament' }));
    const form = within(await dialog());
    await userEvent.type(form.getByRole('textbox', { name: /^Nazwa/ }), 'Kadry w abonamencie');
    await userEvent.click(form.getByRole('combobox', { name: 'Produkt' }));
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('group').length).toBeGreaterThan(1));
    expect(
      within(listbox)
        .getAllByRole('group')
        .map((group) => group.firstElementChild!.textContent),
    ).toEqual(['Inwestycje', 'Księgowość', 'Marketing', 'Prawo', 'Rekrutacja', '(bez departamentu)']);
    expect(
      within(within(listbox).getByRole('group', { name: 'Księgowość' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Kadry i płace', 'Księga przychodów i rozchodów', 'Pełna księgowość']);
    await userEvent.click(within(listbox).getByRole('option', { name: 'Kadry i płace' }));
    await userEvent.type(form.getByRole('textbox', { name: /^Cena miesięczna netto/ }), '120');
    await userEvent.click(form.getByRole('button', { name: 'Zapisz' }));

    await waitFor(async () => expect(await names()).toContain('Kadry w abonamencie'));
    expect((await rowOf('Kadry w abonamencie'))[1]).toBe('Kadry i płace');
    expect(db.subscriptionDefinitions.find((d) => d.name === 'Kadry w abonamencie')).toMatchObject({
      productId: ids.product.payroll,
      monthlyPrice: 120,
      billingPeriodMonths: 1,
      isActive: true,
    });
  });

  it('edits one, then again: both changes stay', async () => {
    const { db } = renderApp('/subscriptionDefiniftions', { role: 'Admin' });
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Edytuj: Pakiet Business' }));
    const name = within(await dialog()).getByRole('textbox', { name: /^Nazwa/ });
    await userEvent.type(name, ' Plus');
    await save();
    await waitFor(async () => expect(await names()).toContain('Pakiet Business Plus'));

    await userEvent.click(screen.getByRole('button', { name: 'Edytuj: Pakiet Business Plus' }));
    const limit = within(await dialog()).getByRole('textbox', { name: /^Limit konsultacji/ });
    await userEvent.type(limit, '10');
    await save();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(db.subscriptionDefinitions.find((d) => d.id === 3)).toMatchObject({
      name: 'Pakiet Business Plus',
      consultationLimit: 10,
      billingPeriodMonths: 12,
      productId: ids.product.fullAccounting,
    });
  });

  it('a refused save keeps the dialog open with what was typed and the server’s words', async () => {
    renderApp('/subscriptionDefiniftions', {
      role: 'Admin',
      handlers: [
        getUpdateSubscriptionDefinitionMockHandler(() => {
          throw HttpResponse.json(
            { title: 'Nieprawidłowe dane', status: 400, detail: 'Abonament z tą nazwą już istnieje.' },
            { status: 400 },
          );
        }),
      ],
    });
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Edytuj: Pakiet Business' }));
    const form = within(await dialog());
    const name = form.getByRole('textbox', { name: /^Nazwa/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Księgowość w abonamencie – KPiR');
    await userEvent.click(form.getByRole('button', { name: 'Zapisz' }));
    expect(await form.findByRole('alert')).toHaveTextContent('Abonament z tą nazwą już istnieje.');
    expect(name).toHaveValue('Księgowość w abonamencie – KPiR');
  });

  it("deletes one no case runs under after confirmation; one in use stays, with the server's words", async () => {
    const { db } = renderApp('/subscriptionDefiniftions', { role: 'Admin' });
    await table();
    await confirmDelete('Księgowość w abonamencie – KPiR');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Nie można usunąć abonamentu „Księgowość w abonamencie – KPiR”: jest używany przez 1 sprawę.',
    );
    await confirmDelete('Pakiet Business', 'Czy na pewno chcesz usunąć abonament „Pakiet Business”?');
    await waitFor(async () => expect(await names()).not.toContain('Pakiet Business'));
    expect(db.subscriptionDefinitions.map((d) => d.id)).toEqual([1, 2]);
  });
});
