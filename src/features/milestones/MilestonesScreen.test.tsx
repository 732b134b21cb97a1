import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ids } from '@/mocks/db/seed-ids';
import { doubleActivate } from '@/testing/double-activate';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

const recruitment = 19;
const wait = { timeout: 5000 };
const list = () => screen.findByRole('group', { name: 'Kamienie milowe' }, wait);
const values = async () =>
  within(await list())
    .getAllByRole('textbox')
    .map((input) => (input as HTMLInputElement).value);
const stored = (db: ReturnType<typeof renderApp>['db'], productId: number) =>
  db.milestones
    .filter((m) => m.productId === productId)
    .sort((a, b) => a.order - b.order)
    .map((m) => m.name);
/** Counts the saves sent (the demo backend answers them). */
function countSaves() {
  const saves = { count: 0 };
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && request.url.includes('/api/Milestone/CreateOrUpdateForProduct/')) saves.count += 1;
  });
  return saves;
}

describe("a product's milestones", { timeout: 30_000 }, () => {
  it('shows them in order under the product, numbered', async () => {
    renderApp(`/milestones/${recruitment}/edit`, { role: 'Admin' });
    expect(await screen.findByRole('heading', { name: 'Edycja kamieni milowych', level: 1 }, wait)).toBeInTheDocument();
    expect(await values()).toEqual([
      'Profil stanowiska',
      'Publikacja ogłoszeń',
      'Rozmowy z kandydatami',
      'Zatrudnienie',
    ]);
    expect(screen.getByText(/Produkt: Rekrutacja specjalistów/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Kamień milowy 2' })).toHaveValue('Publikacja ogłoszeń');
  });

  it('moved, renamed, added and removed, they are saved in one call; reopened, they show so, and change again', async () => {
    const saves = countSaves();
    const { db, history } = renderApp(`/milestones/${recruitment}/edit`, { role: 'Admin' });
    const kept = db.milestones.filter((m) => m.productId === recruitment).map((m) => m.id);
    await list();

    const down = screen.getByRole('button', { name: 'Przesuń niżej: Profil stanowiska' });
    await userEvent.click(down);
    expect(await values()).toEqual([
      'Publikacja ogłoszeń',
      'Profil stanowiska',
      'Rozmowy z kandydatami',
      'Zatrudnienie',
    ]);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Przesuń niżej: Profil stanowiska' })).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'Przesuń wyżej: Zatrudnienie' }));
    await userEvent.click(screen.getByRole('button', { name: 'Usuń pozycję: Publikacja ogłoszeń' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Usuń pozycję: Profil stanowiska' })).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'Dodaj kamień milowy' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Kamień milowy 4' })).toHaveFocus());
    await userEvent.keyboard('Okres próbny');
    const first = screen.getByRole('textbox', { name: 'Kamień milowy 1' });
    await userEvent.clear(first);
    await userEvent.type(first, 'Profil kandydata');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));

    await waitFor(() => expect(history.location.pathname).toBe('/products'));
    expect(saves.count).toBe(1);
    expect(stored(db, recruitment)).toEqual([
      'Profil kandydata',
      'Zatrudnienie',
      'Rozmowy z kandydatami',
      'Okres próbny',
    ]);
    const after = db.milestones.filter((m) => m.productId === recruitment);
    expect(after.filter((m) => kept.includes(m.id))).toHaveLength(3);

    history.push(`/milestones/${recruitment}/edit`);
    await waitFor(async () =>
      expect(await values()).toEqual(['Profil kandydata', 'Zatrudnienie', 'Rozmowy z kandydatami', 'Okres próbny']),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Przesuń wyżej: Okres próbny' }));
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(history.location.pathname).toBe('/products'));
    expect(stored(db, recruitment)).toEqual([
      'Profil kandydata',
      'Zatrudnienie',
      'Okres próbny',
      'Rozmowy z kandydatami',
    ]);
  });

  it('a blank name is refused before sending, with everything else kept', async () => {
    const { db } = renderApp(`/milestones/${recruitment}/edit`, { role: 'Admin' });
    await list();
    await userEvent.click(screen.getByRole('button', { name: 'Dodaj kamień milowy' }));
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(screen.getByRole('textbox', { name: 'Kamień milowy 5' })).toHaveAccessibleDescription(
      'To pole jest wymagane',
    );
    expect(stored(db, recruitment)).toHaveLength(4);
  });

  it("removing one a case has reached is refused with the server's words; what was changed stays", async () => {
    const { db, history } = renderApp(`/milestones/${ids.product.accounting}/edit`, { role: 'Admin' });
    await list();
    await userEvent.type(screen.getByRole('textbox', { name: 'Kamień milowy 3' }), ' (grudzień)');
    await userEvent.click(screen.getByRole('button', { name: 'Usuń pozycję: Podpisanie umowy' }));
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Nie można usunąć kamienia milowego „Podpisanie umowy”: jest używany przez 1 sprawę.',
    );
    expect(await values()).toEqual(['Przekazanie dokumentów', 'Pierwsze zamknięcie miesiąca (grudzień)']);
    expect(history.location.pathname).toBe(`/milestones/${ids.product.accounting}/edit`);
    expect(stored(db, ids.product.accounting)).toContain('Podpisanie umowy');
  });

  it('a double click on "Zapisz" saves once', async () => {
    const saves = countSaves();
    const { db, history } = renderApp(`/milestones/${recruitment}/edit`, { role: 'Admin' });
    await list();
    await userEvent.type(screen.getByRole('textbox', { name: 'Kamień milowy 1' }), ' IT');
    doubleActivate(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(history.location.pathname).toBe('/products'));
    await new Promise((r) => setTimeout(r, 100));
    expect(saves.count).toBe(1);
    expect(stored(db, recruitment)[0]).toBe('Profil stanowiska IT');
  });

  it('an unknown product is not found', async () => {
    renderApp('/milestones/999/edit', { role: 'Admin' });
    expect(await screen.findByText('Nie znaleziono produktu', {}, wait)).toBeInTheDocument();
  });

  it('a manager is sent to the main page', async () => {
    const { history } = renderApp(`/milestones/${recruitment}/edit`, { role: 'Manager' });
    await waitFor(() => expect(history.location.pathname).toBe('/'));
  });
});
