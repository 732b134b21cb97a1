import type { Lead, LeadOutcome } from '@portal/sdk/model';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { formatAmount } from '@/copy/dates';
import { leadOutcomeLabels } from '@/copy/case-labels';
import { ids } from '@/mocks/db/seed-ids';
import { plainSpaces, searchOf } from '@/testing/lists';
import { renderApp } from '@/testing/render';
import { badRequest } from '@/testing/server';

const outcomes = ['None', 'InProgress', 'Won', 'Lost'] as const satisfies readonly LeadOutcome[];
const column = (outcome: LeadOutcome) =>
  screen.findByRole('region', { name: leadOutcomeLabels[outcome] }, { timeout: 5000 });
/** The people on the column's cards, top to bottom. */
const cardsIn = async (outcome: LeadOutcome) =>
  within(await column(outcome))
    .queryAllByRole('listitem')
    .map((card) => card.querySelector('p')?.textContent);
const cardOf = async (name: string) =>
  (await screen.findByRole('button', { name: `Przenieś do…: ${name}` }, { timeout: 5000 })).closest('li')!;
const fullName = (lead: Lead) => `${lead.firstName} ${lead.lastName}`;
const newestFirst = (a: Lead, b: Lead) => (b.createdAt ?? '').localeCompare(a.createdAt ?? '');

/** Each column as its count line and sum line, and its cards, as the leads (`mine`) say they should be. */
function expectedBoard(leads: readonly Lead[]) {
  return Object.fromEntries(
    outcomes.map((outcome) => {
      const inColumn = leads.filter((lead) => lead.outcome === outcome).sort(newestFirst);
      const sum = inColumn.reduce((total, lead) => total + (lead.expectedValue ?? 0), 0);
      return [
        outcome,
        {
          count: `Leady: ${inColumn.length}`,
          sum: plainSpaces(`Suma wartości: ${formatAmount(sum)}`),
          cards: inColumn.map(fullName),
        },
      ];
    }),
  );
}
async function shownBoard() {
  const board: Record<string, { count?: string | null; sum?: string; cards: (string | null | undefined)[] }> = {};
  for (const outcome of outcomes) {
    const region = await column(outcome);
    board[outcome] = {
      count: within(region).getByText(/^Leady: \d+$/).textContent,
      sum: plainSpaces(within(region).getByText(/^Suma wartości: /).textContent),
      cards: await cardsIn(outcome),
    };
  }
  return board;
}

describe('the pipeline', { timeout: 30_000 }, () => {
  it('shows a manager their own leads by default: four columns with their counts and expected values', async () => {
    const { db } = renderApp('/businessDevelopment', { role: 'Manager' });
    expect(await screen.findByRole('heading', { name: 'Rozwój biznesu', level: 1 })).toBeVisible();
    expect(await screen.findByRole('combobox', { name: 'Handlowiec' })).toHaveValue('Moje leady');
    const mine = db.leads.filter((lead) => lead.salesId === ids.person.manager);
    expect(new Set(mine.map((lead) => lead.outcome)).size).toBe(4);
    await waitFor(async () => expect(await shownBoard()).toEqual(expectedBoard(mine)));
    // a card says who, what and for how much
    const card = await cardOf(fullName(mine.find((lead) => lead.outcome === 'Won')!));
    const won = mine.find((lead) => lead.outcome === 'Won')!;
    expect(plainSpaces(card.textContent)).toContain(`Wartość:${plainSpaces(formatAmount(won.expectedValue!))}`);
    expect(card).toHaveTextContent('Handlowiec:Katarzyna Wiśniewska');
    expect(card).toHaveTextContent(`Utworzono:${won.createdAt!.slice(0, 10)}`);
  });

  it('an administrator sees everyone’s leads by default; the choice of a person is kept in the address', async () => {
    const { db, router } = renderApp('/businessDevelopment', { role: 'Admin' });
    expect(await screen.findByRole('combobox', { name: 'Handlowiec' })).toHaveValue('Wszyscy');
    await waitFor(async () => expect(await shownBoard()).toEqual(expectedBoard(db.leads)));

    await userEvent.click(screen.getByRole('combobox', { name: 'Handlowiec' }));
    await userEvent.click(await screen.findByRole('option', { name: /Olszewska/ }));
    await waitFor(() => expect(searchOf(router)).toEqual({ salesId: ids.person.managerLeader }));
    const theirs = db.leads.filter((lead) => lead.salesId === ids.person.managerLeader);
    await waitFor(async () => expect(await shownBoard()).toEqual(expectedBoard(theirs)));
  });

  it('a manager may look at everyone’s leads', async () => {
    const { db, router } = renderApp('/businessDevelopment', { role: 'Manager' });
    await userEvent.click(await screen.findByRole('combobox', { name: 'Handlowiec' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Wszyscy' }));
    await waitFor(() => expect(searchOf(router)).toEqual({ salesId: 'all' }));
    await waitFor(async () => expect(await shownBoard()).toEqual(expectedBoard(db.leads)));
  });

  it('moves a card with the keyboard: its menu names the other columns; the move is saved and announced', async () => {
    const { db } = renderApp('/businessDevelopment', { role: 'Manager' });
    const lead = db.leads.filter((l) => l.salesId === ids.person.manager && l.outcome === 'None').sort(newestFirst)[0];
    const name = fullName(lead);
    const button = within(await cardOf(name)).getByRole('button', { name: `Przenieś do…: ${name}` });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['W toku', 'Wygrana', 'Przegrana']);
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(items[0]).toHaveFocus());
    await userEvent.keyboard('{Enter}');

    await waitFor(async () => expect(await cardsIn('InProgress')).toContain(name));
    expect(await cardsIn('None')).not.toContain(name);
    expect(db.leads.find((l) => l.id === lead.id)?.outcome).toBe('InProgress');
    const said = `${name}: przeniesiono do kolumny „W toku”.`;
    await waitFor(() => expect(document.querySelector('[aria-live="polite"]')).toHaveTextContent(said));
    expect((await screen.findAllByText(said)).some((node) => node.closest('.mantine-Notification-root'))).toBe(true);
    // the focus follows the card
    await waitFor(() => expect(within(document.activeElement!.closest('li')!).getByText(name)).toBeInTheDocument());
  });

  it('moves a card by mouse, dragging it to another column', async () => {
    const { db } = renderApp('/businessDevelopment', { role: 'Manager' });
    const lead = db.leads.find((l) => l.salesId === ids.person.manager && l.outcome === 'InProgress')!;
    const card = await cardOf(fullName(lead));
    expect(card).toHaveAttribute('draggable', 'true');
    const target = await column('Won');
    fireEvent.dragStart(card);
    fireEvent.dragOver(target);
    fireEvent.drop(target);
    await waitFor(async () => expect(await cardsIn('Won')).toContain(fullName(lead)));
    expect(db.leads.find((l) => l.id === lead.id)?.outcome).toBe('Won');
  });

  it('a refused move leaves the card where it was and shows the server’s words', async () => {
    const { db } = renderApp('/businessDevelopment', {
      role: 'Manager',
      handlers: [http.patch('*/api/Lead/:id', () => badRequest('Lead jest zablokowany do edycji.'))],
    });
    const lead = db.leads.find((l) => l.salesId === ids.person.manager && l.outcome === 'None')!;
    const name = fullName(lead);
    await userEvent.click(within(await cardOf(name)).getByRole('button', { name: `Przenieś do…: ${name}` }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Przegrana' }));
    expect(await screen.findByText('Lead jest zablokowany do edycji.')).toBeVisible();
    expect(await cardsIn('None')).toContain(name);
    expect(await cardsIn('Lost')).not.toContain(name);
    expect(db.leads.find((l) => l.id === lead.id)?.outcome).toBe('None');
  });

  it('new business for an existing client starts in "Brak"', async () => {
    const { db } = renderApp('/businessDevelopment', { role: 'Manager' });
    const before = (await cardsIn('None')).length;
    await userEvent.click(screen.getByRole('button', { name: 'Nowy biznes dla klienta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nowy lead dla klienta' });
    await userEvent.type(within(dialog).getByRole('combobox', { name: /Klient/ }), 'Kowalska');
    await userEvent.click(await screen.findByRole('option', { name: /Anna Kowalska/ }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Produkt/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Kadry i płace' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Utwórz lead' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(async () => expect(await cardsIn('None')).toHaveLength(before + 1));
    expect((await cardsIn('None'))[0]).toBe('Anna Kowalska');
    expect(db.leads.at(-1)).toMatchObject({
      clientId: ids.person.client,
      outcome: 'None',
      salesId: ids.person.manager,
    });
  });

  it('a client is sent to the main page', async () => {
    const { history } = renderApp('/businessDevelopment', { role: 'Client' });
    await waitFor(() => expect(history.location.pathname).toBe('/'));
  });
});
