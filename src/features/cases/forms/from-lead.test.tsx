import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ids } from '@/mocks/db/seed-ids';
import { renderApp } from '@/testing/render';
import { fill } from './test-utils';

const wait = { timeout: 5000 };
const campaignClient = ids.lead.campaignClient;
const mazur = ids.person.otherClient;

describe('a case made from a lead (/leads’ "Utwórz sprawę")', () => {
  it('names the lead above the form and links the created case to it', async () => {
    const { db, history } = renderApp(`/users/${mazur}/cases/create?leadId=${campaignClient}`, { role: 'Admin' });
    expect(await screen.findByText('Sprawa z leadu: Jan Mazur', {}, wait)).toBeInTheDocument();
    await fill(await screen.findByRole('textbox', { name: /^Nazwa sprawy/ }, wait), 'Leasing ciągników');
    await userEvent.click(await screen.findByRole('combobox', { name: /^Produkt/ }, wait));
    await userEvent.click(await screen.findByRole('option', { name: 'Leasing pojazdów i maszyn' }, wait));
    await userEvent.click(screen.getByRole('button', { name: 'Utwórz sprawę' }));

    await waitFor(() => expect(history.location.pathname).toMatch(/^\/cases\/\d+$/), wait);
    const created = db.cases.at(-1)!;
    expect(history.location.pathname).toBe(`/cases/${created.id}`);
    expect(created).toMatchObject({ name: 'Leasing ciągników', clientId: mazur, leadId: campaignClient });
    expect(created.lead).toMatchObject({ id: campaignClient, lastName: 'Mazur' });
  });

  it('ignores a lead id that is not a number', async () => {
    renderApp(`/users/${mazur}/cases/create?leadId=abc`, { role: 'Admin' });
    expect(await screen.findByRole('textbox', { name: /^Nazwa sprawy/ }, wait)).toBeInTheDocument();
    expect(screen.queryByText(/Sprawa z leadu/)).not.toBeInTheDocument();
  });
});
