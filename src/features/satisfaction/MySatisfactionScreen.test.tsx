import type { SatisfactionScore } from '@portal/sdk/model';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ids } from '@/mocks/db/seed-ids';
import { renderApp } from '@/testing/render';

/** The comments' section once its first cards show (it shows while they load). */
const scoresList = async () => {
  const list = await screen.findByRole('region', { name: 'Oceny i komentarze' }, { timeout: 5000 });
  await within(list).findAllByRole('listitem', {}, { timeout: 5000 });
  return list;
};
const cards = (list: HTMLElement) => within(list).queryAllByRole('listitem');
const distribution = () =>
  within(screen.getByRole('table', { name: 'Rozkład ocen' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(0, 2)
        .map((cell) => cell.textContent)
        .join(' '),
    );

describe('/mySatisfactionScore', { timeout: 30_000 }, () => {
  it('shows a manager the average, the distribution and the comments of their cases', async () => {
    renderApp('/mySatisfactionScore', { role: 'Manager' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Oceny współpracy' })).toBeInTheDocument();
    const list = await scoresList();
    // the manager's one finished and rated case: 1022
    expect(cards(list)).toHaveLength(1);
    expect(cards(list)[0]).toHaveTextContent('Unieważnienie umowy kredytu (UNWW)');
    expect(cards(list)[0]).toHaveTextContent('10/10');
    expect(cards(list)[0]).toHaveTextContent('Klient: Joanna Woźniak');
    expect(cards(list)[0]).toHaveTextContent('Wystawiona 2026-10-08');
    expect(cards(list)[0]).toHaveTextContent('Polecam każdemu frankowiczowi!');
    const summary = screen.getByRole('region', { name: 'Podsumowanie' });
    expect(summary).toHaveTextContent('Średnia ocena10,0na 10');
    expect(summary).toHaveTextContent('1 ocena');
  });

  it('shows a patron the scores of their clients’ cases: average and how many of each value', async () => {
    renderApp('/mySatisfactionScore', { role: 'Patron' });
    const list = await scoresList();
    // 1007 (9), 1011 (8), 1029 (4), newest first
    expect(cards(list).map((card) => within(card).getAllByText(/\/10$/)[0].textContent)).toEqual([
      '9/10',
      '8/10',
      '4/10',
    ]);
    expect(screen.getByRole('region', { name: 'Podsumowanie' })).toHaveTextContent('Średnia ocena7,0na 10');
    expect(screen.getByRole('region', { name: 'Podsumowanie' })).toHaveTextContent('3 oceny');
    expect(distribution()).toEqual([
      '10/10 0',
      '9/10 1',
      '8/10 1',
      '7/10 0',
      '6/10 0',
      '5/10 0',
      '4/10 1',
      '3/10 0',
      '2/10 0',
      '1/10 0',
    ]);
  });

  it('pages the comments, ten to a page, the page in the address', async () => {
    const { db, history } = renderApp('/mySatisfactionScore', { role: 'ExpertOwner' });
    const template = db.satisfactionScores.find((s) => s.caseId === 1022)!;
    // 13 more scores of the expert owner's case (the demo allows one per case; the list shows what the server has)
    for (let i = 0; i < 13; i += 1)
      db.satisfactionScores.push({
        ...template,
        id: 12000 + i,
        score: 5,
        comment: `Komentarz ${i}`,
        createdAt: `2026-05-${String(i + 1).padStart(2, '0')}T10:00:00Z`,
      } satisfies SatisfactionScore);
    const list = await scoresList();
    await waitFor(() => expect(cards(list)).toHaveLength(10));
    expect(screen.getByRole('region', { name: 'Podsumowanie' })).toHaveTextContent('15 ocen');
    await userEvent.click(screen.getByRole('button', { name: 'Strona 2' }));
    await waitFor(() => expect(cards(list)).toHaveLength(5));
    expect(history.location.search).toBe('?page=2');
    expect(cards(list).at(-1)).toHaveTextContent('Komentarz 0');
  });

  it('an address with bad values shows the first page, no error', async () => {
    renderApp('/mySatisfactionScore?page=abc&sort=zzz&status=Nope&sortBy=zzz', { role: 'Patron' });
    const list = await scoresList();
    expect(cards(list)).toHaveLength(3);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows an expert employee only the scores of their own cases', async () => {
    renderApp('/mySatisfactionScore', { role: 'ExpertEmployee' });
    const list = await scoresList();
    expect(cards(list)).toHaveLength(1);
    expect(cards(list)[0]).toHaveTextContent('Ryczałt – Dąbrowska Kosmetyki');
  });

  it('shows a client the scores they gave, each with a link to change it', async () => {
    renderApp('/mySatisfactionScore', { role: 'Client' });
    const list = await scoresList();
    expect(cards(list)).toHaveLength(1);
    expect(within(cards(list)[0]).getByRole('link', { name: 'Leasing samochodu dostawczego' })).toHaveAttribute(
      'href',
      '/yourCases/1007',
    );
    expect(
      within(cards(list)[0]).getByRole('link', { name: 'Zmień ocenę sprawy Leasing samochodu dostawczego' }),
    ).toHaveAttribute('href', '/yourCases/1007/satisfactionScore/11006');
    expect(screen.queryByRole('region', { name: 'Podsumowanie' })).toBeNull();
  });

  it('tells a client who has rated nothing where to do it; an ambassador is sent to the main page', async () => {
    const { db } = renderApp('/mySatisfactionScore', { role: 'Client' });
    db.satisfactionScores.splice(
      0,
      db.satisfactionScores.length,
      ...db.satisfactionScores.filter((s) => s.clientId !== ids.person.client),
    );
    expect(
      await screen.findByText(/Nie oceniłeś\(-aś\) jeszcze żadnej sprawy/, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    const other = renderApp('/mySatisfactionScore', { role: 'Ambassador' });
    await waitFor(() => expect(other.history.location.pathname).toBe('/'));
  });
});
