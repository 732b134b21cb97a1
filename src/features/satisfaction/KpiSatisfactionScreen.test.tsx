import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

const scoresTable = () => screen.findByRole('table', { name: 'Oceny' }, { timeout: 5000 });
/** The case names of the table's rows, top to bottom. */
const caseNames = async () =>
  within(await scoresTable())
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[1].textContent);
const monthRows = () =>
  within(screen.getByRole('table', { name: 'Średnia ocena w miesiącach (tabela)' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);

async function pick(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }, { timeout: 5000 }));
}

afterEach(() => {
  vi.restoreAllMocks();
  server.events.removeAllListeners();
});

describe('/kpi/satisfactionScores', { timeout: 30_000 }, () => {
  it('shows every score, newest first, the average, and the average of each month', async () => {
    renderApp('/kpi/satisfactionScores', { role: 'Admin' });
    expect(await caseNames()).toEqual([
      'Leasing samochodu dostawczego',
      'Ryczałt – Dąbrowska Kosmetyki',
      'Analiza umowy najmu lokalu',
      'Unieważnienie umowy kredytu (UNWW)',
      'Zwrot opłaty likwidacyjnej',
      'Obrona w sprawie karnej skarbowej',
    ]);
    const first = within(await scoresTable()).getAllByRole('row')[1];
    expect(first).toHaveTextContent('2026-11-16');
    expect(first).toHaveTextContent('Anna Kowalska');
    expect(first).toHaveTextContent('9/10');
    await waitFor(() => expect(first).toHaveTextContent('Monika Król'));
    // (9 + 6 + 10 + 4 + 8 + 9) / 6
    expect(screen.getByText('Średnia ocena').nextElementSibling).toHaveTextContent('7,7');
    expect(monthRows()).toEqual(['wrzesień 20267,52', 'październik 20267,02', 'listopad 20268,52']);
    expect(await screen.findByRole('region', { name: 'Średnia ocena w kolejnych miesiącach' })).toBeInTheDocument();
  });

  it('filters by expert (asked of the server) and keeps the filter in the address', async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/api/SatisfactionScore') asked.push(new URL(request.url).search);
    });
    const { history } = renderApp('/kpi/satisfactionScores', { role: 'Admin' });
    await scoresTable();
    await pick('Ekspert', 'Monika Król');
    await waitFor(() => expect(history.location.search).toBe('?expertId=121'));
    await waitFor(async () =>
      expect(await caseNames()).toEqual([
        'Leasing samochodu dostawczego',
        'Analiza umowy najmu lokalu',
        'Obrona w sprawie karnej skarbowej',
      ]),
    );
    expect(asked.at(-1)).toContain('expertId=121');
  });

  it('filters by manager and by product, through the cases of each', async () => {
    renderApp('/kpi/satisfactionScores?managerId=131', { role: 'Admin' });
    await waitFor(async () =>
      expect(await caseNames()).toEqual([
        'Leasing samochodu dostawczego',
        'Zwrot opłaty likwidacyjnej',
        'Obrona w sprawie karnej skarbowej',
      ]),
    );
    await pick('Produkt', 'Sprawa karna');
    await waitFor(async () => expect(await caseNames()).toEqual(['Obrona w sprawie karnej skarbowej']));
  });

  it('filters by the period given; with nothing left it says so; the filters clear', async () => {
    const { history } = renderApp('/kpi/satisfactionScores?from=2026-10-01&to=2026-11-10', { role: 'Admin' });
    await waitFor(async () =>
      expect(await caseNames()).toEqual([
        'Ryczałt – Dąbrowska Kosmetyki',
        'Analiza umowy najmu lokalu',
        'Unieważnienie umowy kredytu (UNWW)',
      ]),
    );
    expect(screen.getByRole('button', { name: 'Okres' })).toHaveTextContent('2026-10-01 – 2026-11-10');
    await pick('Ekspert', 'Marcin Lewandowski');
    await waitFor(async () => expect(await caseNames()).toEqual(['Unieważnienie umowy kredytu (UNWW)']));
    await pick('Manager', 'Dariusz Majewski');
    expect(await screen.findByText('Żadna ocena nie pasuje do filtrów.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Eksportuj do CSV' })).toBeDisabled();
    await userEvent.click(
      within(screen.getByRole('search', { name: 'Filtry' })).getByRole('button', { name: 'Wyczyść filtry' }),
    );
    await waitFor(() => expect(history.location.search).toBe(''));
    await waitFor(async () => expect(await caseNames()).toHaveLength(6));
  });

  it('an address with bad values shows every score with the defaults, no error', async () => {
    renderApp('/kpi/satisfactionScores?page=abc&sort=zzz&status=Nope&sortBy=zzz&managerId=abc&from=2026-02-31', {
      role: 'Admin',
    });
    await waitFor(async () => expect(await caseNames()).toHaveLength(6));
    expect(screen.getByRole('combobox', { name: 'Manager' })).toHaveValue('');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('exports the filtered scores to a CSV file Polish Excel opens', async () => {
    const files: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      files.push(blob as Blob);
      return 'blob:csv';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    renderApp('/kpi/satisfactionScores?productId=20', { role: 'Admin' });
    await waitFor(async () => expect(await caseNames()).toEqual(['Leasing samochodu dostawczego']));
    // the expert's name comes with the experts' list
    const row = within(await scoresTable()).getAllByRole('row')[1];
    await waitFor(() => expect(within(row).getAllByRole('cell')[3]).toHaveTextContent('Monika Król'));
    await userEvent.click(screen.getByRole('button', { name: 'Eksportuj do CSV' }));
    expect(files).toHaveLength(1);
    const bytes = new Uint8Array(await files[0].arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes).split('\r\n')).toEqual([
      'Data;Sprawa;Klient;Ekspert;Ocena;Ocena eksperta;Ocena managera;Polecenie;Komentarz',
      '2026-11-16;Leasing samochodu dostawczego;Anna Kowalska;Monika Król;9;9;10;9;Leasing załatwiony sprawnie, warunki lepsze niż w moim banku.',
      '',
    ]);
  });

  it('is the administrator’s: a manager is sent to the main page', async () => {
    const { history } = renderApp('/kpi/satisfactionScores', { role: 'Manager' });
    await waitFor(() => expect(history.location.pathname).toBe('/'));
  });
});
