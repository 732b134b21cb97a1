import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ids } from '@/mocks/db/seed-ids';
import { bodyRows, eventually, firstCellTexts, searchOf } from '@/testing/lists';
import { renderApp } from '@/testing/render';

const table = (name: string) => screen.findByRole('table', { name }, { timeout: 5000 });
const rowOf = async (tableName: string, person: string) =>
  (await within(await table(tableName)).findByRole('link', { name: person })).closest('tr') as HTMLElement;
/** The first cell's name only (not the subscription mark or the phone's line under it). */
const names = async (tableName: string) =>
  bodyRows(await table(tableName)).map((row) => within(row).getAllByRole('link')[0].textContent);
const openActions = async (person: string) => {
  await userEvent.click(screen.getByRole('button', { name: `Akcje: ${person}` }));
  return screen.findByRole('menu');
};
const hrefs = (menu: HTMLElement) =>
  Object.fromEntries(
    within(menu)
      .getAllByRole('menuitem')
      .map((item) => [item.textContent, item.getAttribute('href')]),
  );

describe('the manager’s clients', { timeout: 30_000 }, () => {
  it('lists the clients of the manager’s cases only, by name, with company, phone, e-mail and status', async () => {
    renderApp('/managerClients', { role: 'Manager' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Twoi klienci' })).toBeInTheDocument();
    await eventually(async () =>
      expect(await names('Twoi klienci')).toEqual([
        'Ewa Dąbrowska',
        'Anna Kowalska',
        'Jan Mazur',
        'Natalia Piotrowska',
        'Krzysztof Szymański',
        'Joanna Woźniak',
      ]),
    );
    expect(screen.getByText('Liczba klientów: 6')).toBeInTheDocument();
    // a client of other managers' cases (Kozłowski) is not the manager's
    expect(screen.queryByText('Paweł Kozłowski')).toBeNull();
    const mazur = await rowOf('Twoi klienci', 'Jan Mazur');
    const cells = within(mazur).getAllByRole('cell');
    // the company comes from the client's cases that the manager looks after
    await eventually(() => expect(cells[1]).toHaveTextContent('Mazur Transport'));
    expect(within(cells[2]).getByRole('link', { name: '+48 511 203 404' })).toHaveAttribute('href', 'tel:+48511203404');
    expect(within(cells[3]).getByRole('link', { name: 'jan.mazur@example.pl' })).toHaveAttribute(
      'href',
      'mailto:jan.mazur@example.pl',
    );
    expect(cells[4]).toHaveTextContent('Aktywny');
    // Studio Wnętrz Kowalska is the company of Anna Kowalska's cases of another manager: not named here
    const kowalska = within(await rowOf('Twoi klienci', 'Anna Kowalska')).getAllByRole('cell');
    expect(kowalska[1]).toHaveTextContent(/^Kowalska Design$/);
    expect(within(await rowOf('Twoi klienci', 'Natalia Piotrowska')).getAllByRole('cell')[4]).toHaveTextContent(
      'Zgłoszony/Nieaktywny',
    );
    expect(screen.getByRole('link', { name: 'Dodaj klienta' })).toHaveAttribute('href', '/managerClients/create');
  });

  it('marks a client with a subscription', async () => {
    renderApp('/managerClients', { role: 'Manager' });
    expect(within(await rowOf('Twoi klienci', 'Anna Kowalska')).getByText('Abonament')).toBeInTheDocument();
    expect(within(await rowOf('Twoi klienci', 'Jan Mazur')).queryByText('Abonament')).toBeNull();
  });

  it('searches by name and by company in the URL', async () => {
    const { router } = renderApp('/managerClients?search=transport', { role: 'Manager' });
    await eventually(async () => expect(await names('Twoi klienci')).toEqual(['Jan Mazur']));
    expect(screen.getByRole('searchbox', { name: 'Szukaj' })).toHaveValue('transport');
    await userEvent.click(screen.getByRole('button', { name: 'Wyczyść filtry' }));
    await waitFor(() => expect(searchOf(router)).toEqual({}));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Szukaj' }), 'woźniak');
    await eventually(() => expect(searchOf(router)).toEqual({ search: 'woźniak' }));
    await eventually(async () => expect(await names('Twoi klienci')).toEqual(['Joanna Woźniak']));
  });

  it('filters by status in the URL', async () => {
    const { router } = renderApp('/managerClients?page=2', { role: 'Manager' });
    // six clients, 20 a page: the second page is empty; a filter starts again at the first
    expect(await screen.findByText('Na tej stronie nie ma już klientów.', {}, { timeout: 5000 })).toBeVisible();
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Zgłoszony/Nieaktywny' }));
    await eventually(() => expect(searchOf(router)).toEqual({ status: 'RegisteredNotConfirmed' }));
    await eventually(async () => expect(await names('Twoi klienci')).toEqual(['Natalia Piotrowska']));
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('Zgłoszony/Nieaktywny');
  });

  it('an empty search says so and offers to clear it', async () => {
    const { router } = renderApp('/managerClients?search=nikogo-takiego', { role: 'Manager' });
    const empty = (await screen.findByText('Żaden klient nie pasuje do wyszukiwania.', {}, { timeout: 5000 }))
      .parentElement as HTMLElement;
    await userEvent.click(within(empty).getByRole('button', { name: 'Wyczyść filtry' }));
    await eventually(() => expect(searchOf(router)).toEqual({}));
    expect(await screen.findByText('Liczba klientów: 6')).toBeInTheDocument();
  });

  it('sorts by e-mail when its header is clicked', async () => {
    const { router } = renderApp('/managerClients', { role: 'Manager' });
    await table('Twoi klienci');
    await userEvent.click(screen.getByRole('button', { name: 'E-mail' }));
    await waitFor(() => expect(searchOf(router)).toEqual({ sortBy: 'email' }));
    await eventually(async () => expect((await names('Twoi klienci'))[0]).toBe('Anna Kowalska'));
    await userEvent.click(screen.getByRole('button', { name: 'E-mail' }));
    await eventually(async () => expect((await names('Twoi klienci'))[0]).toBe('Natalia Piotrowska'));
  });

  it('a row leads to the client’s details, cases, calendar, a new case and the edit form', async () => {
    const { router } = renderApp('/managerClients', { role: 'Manager' });
    const mazur = ids.person.otherClient;
    expect(within(await rowOf('Twoi klienci', 'Jan Mazur')).getByRole('link', { name: 'Jan Mazur' })).toHaveAttribute(
      'href',
      `/managerClients/${mazur}`,
    );
    const menu = await openActions('Jan Mazur');
    expect(hrefs(menu)).toEqual({
      Szczegóły: `/managerClients/${mazur}`,
      'Sprawy klienta': `/managerClients/${mazur}/cases`,
      'Kalendarz klienta': `/calendar/user/${mazur}`,
      'Nowa sprawa': `/managerClients/${mazur}/cases/create`,
      Edytuj: `/managerClients/${mazur}/edit`,
    });
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Sprawy klienta' }));
    await eventually(() => expect(router.state.location.pathname).toBe(`/managerClients/${mazur}/cases`));
  });

  it('on a phone: name and actions stay, company, phone and status join a line under the name', async () => {
    renderApp('/managerClients', { role: 'Manager' });
    const grid = await table('Twoi klienci');
    const headers = within(grid).getAllByRole('columnheader');
    // (a sortable header's text ends with its sort mark)
    const secondary = headers
      .filter((th) => th.hasAttribute('data-secondary'))
      .map((th) => th.textContent?.replace('↕', ''));
    expect(secondary).toEqual(['Firma', 'Telefon', 'E-mail', 'Status']);
    await eventually(async () =>
      expect(firstCellTexts(await table('Twoi klienci'))).toContain(
        // the first child of the first cell is the name with its mark; the line follows it
        'Jan Mazur',
      ),
    );
    const mazur = await rowOf('Twoi klienci', 'Jan Mazur');
    await eventually(() =>
      expect(within(mazur).getAllByRole('cell')[0]).toHaveTextContent(
        'Jan MazurMazur Transport · +48 511 203 404 · Aktywny',
      ),
    );
    // the e-mail is left out of the phone's line (the details have it)
    expect(within(mazur).getAllByRole('cell')[0]).not.toHaveTextContent('jan.mazur@example.pl');
  });

  it('is the manager’s: a patron opening it goes to the main page', async () => {
    const { router } = renderApp('/managerClients', { role: 'Patron' });
    await eventually(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('the patron’s clients', { timeout: 30_000 }, () => {
  it('lists the patron’s wards in every status, and not another patron’s', async () => {
    renderApp('/patronClients', { role: 'Patron' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Podopieczni' })).toBeInTheDocument();
    await eventually(async () =>
      expect(await names('Podopieczni')).toEqual([
        'Ewa Dąbrowska',
        'Bartosz Grabowski',
        'Anna Kowalska',
        'Grzegorz Krawczyk',
        'Aleksandra Kwiatkowska',
        'Jan Mazur',
        'Natalia Piotrowska',
        'Krzysztof Szymański',
      ]),
    );
    expect(screen.getByText('Liczba podopiecznych: 8')).toBeInTheDocument();
    // Woźniak is the ward of the other patron
    expect(screen.queryByText('Joanna Woźniak')).toBeNull();
    const status = async (person: string) => within(await rowOf('Podopieczni', person)).getAllByRole('cell')[4];
    expect(await status('Grzegorz Krawczyk')).toHaveTextContent('Deaktywowany');
    expect(await status('Aleksandra Kwiatkowska')).toHaveTextContent('Nieaktywny');
    expect(await status('Bartosz Grabowski')).toHaveTextContent('Zgłoszony');
    expect(await status('Natalia Piotrowska')).toHaveTextContent('Zgłoszony/Nieaktywny');
    // a patron sees every case of their wards: both of Anna Kowalska's companies
    const kowalska = within(await rowOf('Podopieczni', 'Anna Kowalska')).getAllByRole('cell')[1];
    await eventually(() => expect(kowalska).toHaveTextContent('Kowalska Design'));
    expect(kowalska).toHaveTextContent('Studio Wnętrz Kowalska');
    expect(within(await rowOf('Podopieczni', 'Bartosz Grabowski')).getAllByRole('cell')[1]).toHaveTextContent('-');
    expect(screen.getByRole('link', { name: 'Dodaj podopiecznego' })).toHaveAttribute('href', '/patronClients/create');
  });

  it('a row leads to the ward’s details, cases, a new case and the edit form (no calendar)', async () => {
    renderApp('/patronClients', { role: 'Patron' });
    const mazur = ids.person.otherClient;
    await rowOf('Podopieczni', 'Jan Mazur');
    expect(hrefs(await openActions('Jan Mazur'))).toEqual({
      Szczegóły: `/patronClients/${mazur}`,
      'Sprawy podopiecznego': `/patronClients/${mazur}/cases`,
      'Nowa sprawa': `/patronClients/${mazur}/cases/create`,
      Edytuj: `/patronClients/${mazur}/edit`,
    });
  });

  it('a deactivated ward gets no new case', async () => {
    renderApp('/patronClients', { role: 'Patron' });
    await rowOf('Podopieczni', 'Grzegorz Krawczyk');
    const menu = await openActions('Grzegorz Krawczyk');
    const createCase = within(menu).getByRole('menuitem', { name: 'Nowa sprawa' });
    expect(createCase).toBeDisabled();
    expect(createCase).toHaveAttribute('title', 'Konto jest dezaktywowane: nie można założyć nowej sprawy.');
  });

  it('is the patron’s: a manager opening it goes to the main page', async () => {
    const { router } = renderApp('/patronClients', { role: 'Manager' });
    await eventually(() => expect(router.state.location.pathname).toBe('/'));
  });
});
