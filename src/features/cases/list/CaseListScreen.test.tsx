import { getListCasesMockHandler, getListClientCasesMockHandler } from '@portal/sdk/mocks/cases';
import type { Case } from '@portal/sdk/model';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { caseStatusLabels } from '@/copy/case-labels';
import { createDb } from '@/mocks/db/db';
import { ids } from '@/mocks/db/seed-ids';
import { spyOnFiles } from '@/testing/files';
import { eventually, searchOf } from '@/testing/lists';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

const seed = createDb(null);
const { client, manager, otherClient } = ids.person;
const names = (cases: Case[]) => cases.map((item) => item.name);

/** The rows of the case table (without the header row), once loaded. */
const rows = async () => {
  const table = await screen.findByRole('table', { name: 'Lista spraw' }, { timeout: 5000 });
  return within(table).getAllByRole('row').slice(1);
};
const rowNames = async () =>
  (await rows()).map((row) => within(within(row).getAllByRole('cell')[0]).getByRole('link').textContent);
const filterLabels = () =>
  within(screen.getByRole('search'))
    .getAllByText(/./, { selector: 'label' })
    .map((label) => label.textContent);
/** The status (a live region) that says `text`: the page's own, not the first page's "Ładowanie…" before it. */
const statusSaying = (text: string) =>
  waitFor(
    () => {
      const status = screen.getAllByRole('status').find((element) => element.textContent?.includes(text));
      expect(status).toBeDefined();
      return status!;
    },
    { timeout: 5000 },
  );

/** Records every case-list request: its path and its query (and lets the demo backend answer them). */
function recordCaseRequests() {
  const paths: string[] = [];
  const queries: URLSearchParams[] = [];
  const handler = http.get('*/api/Case*', ({ request }) => {
    const url = new URL(request.url);
    paths.push(url.pathname);
    queries.push(url.searchParams);
  });
  return { paths, queries, handler };
}

describe('case lists per role family', () => {
  it('a client sees only their own 7 cases, without the client and status filters or the client column', async () => {
    const requests = recordCaseRequests();
    renderApp('/yourCases', { role: 'Client', handlers: [requests.handler] });
    const own = seed.cases.filter((item) => item.clientId === client);
    expect(own).toHaveLength(7);
    await eventually(async () => expect((await rowNames()).sort()).toEqual(names(own).sort()));
    expect(filterLabels()).toEqual(['Szukaj', 'Produkt', 'Ekspert', 'Manager', 'Data utworzenia']);
    expect(screen.queryByRole('columnheader', { name: /Klient/ })).not.toBeInTheDocument();
    // one list request, and it is the client's own list
    expect(new Set(requests.paths)).toEqual(new Set([`/api/Case/clientCases/${client}`]));
    expect(screen.getByRole('link', { name: 'Księgowość 2026 – Kowalska Design' })).toHaveAttribute(
      'href',
      `/yourCases/${ids.case.accounting}`,
    );
  });

  it('a filter the family hides is dropped from a link: the client still sees every own case', async () => {
    const requests = recordCaseRequests();
    renderApp(`/yourCases?status=Done&clientId=${otherClient}`, { role: 'Client', handlers: [requests.handler] });
    await eventually(async () => expect(await rows()).toHaveLength(7));
    expect(screen.queryByRole('button', { name: 'Wyczyść filtry' })).not.toBeInTheDocument();
    for (const query of requests.queries) {
      expect(query.has('status')).toBe(false);
      expect(query.has('clientId')).toBe(false);
    }
  });

  it('a manager sees only the cases she manages, with every filter', async () => {
    renderApp('/managerClientsCases', { role: 'Manager' });
    const managed = seed.cases.filter((item) => item.managers.some((m) => m.id === manager));
    await eventually(async () => expect((await rowNames()).sort()).toEqual(names(managed).sort()));
    for (const row of await rows()) expect(row).toHaveTextContent('Katarzyna Wiśniewska');
    expect(screen.queryByRole('link', { name: 'Kampania marketingowa na Instagramie' })).not.toBeInTheDocument();
    expect(filterLabels()).toEqual(['Szukaj', 'Status', 'Produkt', 'Klient', 'Ekspert', 'Manager', 'Data utworzenia']);
    expect(screen.getByRole('link', { name: 'Nowa sprawa' })).toHaveAttribute('href', '/managerClientsCases/create');
    // only the administrator's list exports
    expect(screen.queryByRole('button', { name: 'Eksportuj do CSV' })).not.toBeInTheDocument();
  });

  it('an expert sees only her cases, without the status and expert filters', async () => {
    renderApp('/expertCases', { role: 'ExpertEmployee' });
    const hers = seed.cases.filter((item) => item.expertId === ids.person.expertEmployee);
    await eventually(async () => expect((await rowNames()).sort()).toEqual(names(hers).sort()));
    expect(filterLabels()).toEqual(['Szukaj', 'Produkt', 'Klient', 'Manager', 'Data utworzenia']);
    // experts cannot create cases
    expect(screen.queryByRole('link', { name: /Nowa sprawa|Zgłoś nową sprawę/ })).not.toBeInTheDocument();
  });

  it('a patron sees the cases of their clients; an expert owner those of their experts', async () => {
    const patronClients = new Set(
      seed.users.filter((user) => user.patronId === ids.person.patron).map((user) => user.id),
    );
    const view = renderApp('/patronClientsCases', { role: 'Patron' });
    const ofClients = seed.cases.filter((item) => patronClients.has(item.clientId));
    expect(ofClients.length).toBeLessThanOrEqual(20);
    await eventually(async () => expect((await rowNames()).sort()).toEqual(names(ofClients).sort()));
    expect(screen.getByText(`Liczba spraw: ${ofClients.length}`)).toBeInTheDocument();
    view.unmount();

    renderApp('/yourExpertEmployees/cases', { role: 'ExpertOwner' });
    const experts = new Set([
      ids.person.expertOwner,
      ...seed.users.filter((user) => user.expertOwnerId === ids.person.expertOwner).map((user) => user.id),
    ]);
    const ofExperts = seed.cases.filter((item) => item.expertId !== null && experts.has(item.expertId));
    await eventually(async () => expect((await rowNames()).sort()).toEqual(names(ofExperts).sort()));
    expect(screen.getByRole('link', { name: ofExperts[0].name })).toHaveAttribute(
      'href',
      `/yourExpertEmployees/cases/${ofExperts[0].id}`,
    );
  });

  it("a manager's client list is fixed to the route's client and links to that client's case routes", async () => {
    const requests = recordCaseRequests();
    renderApp(`/managerClients/${otherClient}/cases`, { role: 'Manager', handlers: [requests.handler] });
    const ofClient = seed.cases.filter(
      (item) => item.clientId === otherClient && item.managers.some((m) => m.id === manager),
    );
    await eventually(async () => expect((await rowNames()).sort()).toEqual(names(ofClient).sort()));
    expect(screen.getByRole('link', { name: 'Pełna księgowość – Mazur Transport' })).toHaveAttribute(
      'href',
      `/managerClients/${otherClient}/cases/${ids.case.otherClientAccounting}`,
    );
    expect(filterLabels()).not.toContain('Klient');
    expect(new Set(requests.paths)).toEqual(new Set(['/api/Case/managerClientCases']));
  });

  it("an admin's list of one user reads that user's cases", async () => {
    renderApp(`/users/${ids.person.itConsultingClient}/cases`, { role: 'Admin' });
    const ofUser = seed.cases.filter((item) => item.clientId === ids.person.itConsultingClient);
    await eventually(async () => expect((await rowNames()).sort()).toEqual(names(ofUser).sort()));
    expect(screen.getByRole('link', { name: 'Nowa sprawa' })).toHaveAttribute(
      'href',
      `/users/${ids.person.itConsultingClient}/cases/create`,
    );
  });

  it('an admin sees every filter and every case, 20 a page, status tags with Polish labels and classes', async () => {
    renderApp('/cases', { role: 'Admin' });
    expect(await rows()).toHaveLength(20);
    expect(screen.getByText(`Liczba spraw: ${seed.cases.length}`)).toBeInTheDocument();
    expect(filterLabels()).toEqual(['Szukaj', 'Status', 'Produkt', 'Klient', 'Ekspert', 'Manager', 'Data utworzenia']);
    const table = screen.getByRole('table', { name: 'Lista spraw' });
    const doneTag = within(table).getAllByText('Zakończona')[0].closest('.case-status');
    expect(doneTag).toHaveClass('case-status-done');
    expect(within(table).getAllByText('W toku')[0].closest('.case-status')).toHaveClass('case-status-inProgress');
    expect(screen.getByRole('button', { name: 'Strona 2' })).toBeInTheDocument();
  });

  it("a row names the product, and the case type under it only when the product's name does not say it", async () => {
    renderApp('/cases', { role: 'Admin' });
    const cells = async (name: string) =>
      within((await screen.findByRole('link', { name }, { timeout: 5000 })).closest('tr')!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    const divorce = await cells('Rozwód bez orzekania o winie');
    expect(divorce[2]).toBe('Rozwód');
    const insurance = await cells('Ubezpieczenie OC działalności');
    expect(insurance[2]).toBe('Ubezpieczenia firmoweUbezpieczenia');
    // the line a phone shows under the name: the client, the product and the date
    expect(divorce[0]).toBe('Rozwód bez orzekania o winieJoanna Woźniak · Rozwód · 2026-09-18');
  });
});

describe('filters, sorting and paging in the URL', () => {
  it('choosing a status puts it in the URL, lists only that status and goes back to page 1', async () => {
    const { router } = renderApp('/cases?page=2', { role: 'Admin' });
    await rows();
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Odrzucona' }));
    await waitFor(() => expect(searchOf(router)).toEqual({ status: 'Rejected' }));
    const rejected = seed.cases.filter((item) => item.status === 'Rejected');
    await eventually(async () => expect((await rowNames()).sort()).toEqual(names(rejected).sort()));
    for (const row of await rows()) expect(row).toHaveTextContent('Odrzucona');
  });

  it('the product filter groups products by department and filters by the chosen one', async () => {
    const { router } = renderApp('/cases', { role: 'Admin' });
    await rows();
    await userEvent.click(screen.getByRole('combobox', { name: 'Produkt' }));
    expect(await screen.findByText('(bez departamentu)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('option', { name: 'Konsultacja z ekspertem' }));
    await eventually(async () => expect(searchOf(router)).toEqual({ productId: ids.product.consultation }));
    const ofProduct = seed.cases.filter((item) => item.productId === ids.product.consultation);
    await eventually(async () => expect((await rowNames()).sort()).toEqual(names(ofProduct).sort()));
  });

  it('the client, expert and manager filters offer the people of their lists', async () => {
    const { router } = renderApp('/cases', { role: 'Admin' });
    await rows();
    await userEvent.click(screen.getByRole('combobox', { name: 'Ekspert' }));
    expect(await screen.findByRole('option', { name: 'Marcin Lewandowski' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Magdalena Kamińska' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Manager' }));
    expect(await screen.findByRole('option', { name: 'Beata Olszewska' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Klient' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Jan Mazur' }));
    await eventually(async () => expect(searchOf(router)).toEqual({ clientId: otherClient }));
    const ofClient = seed.cases.filter((item) => item.clientId === otherClient);
    await eventually(async () => expect((await rowNames()).sort()).toEqual(names(ofClient).sort()));
  });

  it('a shared link restores the sorting and the page, sent as the API takes them', async () => {
    const requests = recordCaseRequests();
    renderApp('/cases?sortBy=name&sortDirection=0&page=2', { role: 'Admin', handlers: [requests.handler] });
    const sorted = names(seed.cases).sort((a, b) => a.localeCompare(b, 'pl'));
    await eventually(async () => expect(await rowNames()).toEqual(sorted.slice(20)));
    expect(screen.getByRole('columnheader', { name: /Nazwa sprawy/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('button', { name: 'Strona 2' })).toHaveAttribute('aria-current', 'page');
    expect(Object.fromEntries(requests.queries.at(-1)!)).toEqual({
      sortBy: 'name',
      sortDirection: '0',
      page: '2',
      pageSize: '20',
    });
    // sorting and paging are not filters: nothing to clear
    expect(screen.queryByRole('button', { name: 'Wyczyść filtry' })).not.toBeInTheDocument();
  });

  it('an address with bad values shows the list with its defaults, no error', async () => {
    renderApp('/cases?page=abc&sort=zzz&status=Nope&sortBy=zzz&productId=-1', { role: 'Admin' });
    const newestFirst = [...seed.cases].sort((a, b) => b.createdAt!.localeCompare(a.createdAt!) || b.id - a.id);
    await eventually(async () => expect(await rowNames()).toEqual(names(newestFirst).slice(0, 20)));
    expect(screen.getByText(`Liczba spraw: ${seed.cases.length}`)).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Data utworzenia/ })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Strona 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sorting by a header and paging go into the URL, and back restores the previous view', async () => {
    const { router } = renderApp('/cases', { role: 'Admin' });
    const newestFirst = [...seed.cases].sort((a, b) => b.createdAt!.localeCompare(a.createdAt!) || b.id - a.id);
    await eventually(async () => expect(await rowNames()).toEqual(names(newestFirst).slice(0, 20)));

    await userEvent.click(within(screen.getByRole('columnheader', { name: /Nazwa sprawy/ })).getByRole('button'));
    await waitFor(() => expect(searchOf(router)).toEqual({ sortBy: 'name', sortDirection: 0 }));
    const byName = names(seed.cases).sort((a, b) => a.localeCompare(b, 'pl'));
    await eventually(async () => expect(await rowNames()).toEqual(byName.slice(0, 20)));

    await userEvent.click(screen.getByRole('button', { name: 'Strona 2' }));
    await waitFor(() => expect(searchOf(router)).toEqual({ sortBy: 'name', sortDirection: 0, page: 2 }));
    await eventually(async () => expect(await rowNames()).toEqual(byName.slice(20)));

    router.history.back();
    await eventually(async () => expect(await rowNames()).toEqual(byName.slice(0, 20)));
    router.history.back();
    await eventually(async () => expect(await rowNames()).toEqual(names(newestFirst).slice(0, 20)));
    expect(screen.getByRole('columnheader', { name: /Data utworzenia/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('the search waits for a pause in typing, then filters through the URL', async () => {
    const { router } = renderApp('/cases', { role: 'Admin' });
    await rows();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Szukaj' }), 'frankowy');
    expect(searchOf(router)).toEqual({});
    await waitFor(() => expect(searchOf(router)).toEqual({ search: 'frankowy' }));
    // the search looks at the case name, the client, the product and the company
    await eventually(async () => {
      const found = await rows();
      expect(found.length).toBeLessThan(20);
      for (const row of found) expect(row).toHaveTextContent(/frankowy/i);
    });

    // back: the URL and the search box lose the search again
    router.history.back();
    await eventually(async () => expect(await rows()).toHaveLength(20));
    expect(screen.getByRole('searchbox', { name: 'Szukaj' })).toHaveValue('');
  });

  it('a date range from the link filters by the creation date; its end is exclusive, the picker shows the last day', async () => {
    // the contract's moments: from the start of 1 October to the start of 1 November (exclusive)
    const from = dayjs('2026-10-01').startOf('day');
    const to = dayjs('2026-11-01').startOf('day');
    renderApp(`/cases?dateFrom=${from.toISOString()}&dateTo=${to.toISOString()}`, { role: 'Admin' });
    const inRange = seed.cases.filter((item) => {
      const created = Date.parse(item.createdAt!);
      return created >= from.valueOf() && created < to.valueOf();
    });
    await eventually(async () => expect((await rowNames()).sort()).toEqual(names(inRange).sort()));
    expect(within(screen.getByRole('search')).getByRole('button', { name: 'Data utworzenia' })).toHaveTextContent(
      '2026-10-01 – 2026-10-31',
    );
  });
});

describe('what a case list shows', () => {
  it('the product name and type, with "Inna" for a type without a name', async () => {
    const [first, second] = seed.cases;
    const page = {
      items: [
        { ...first, type: 'Accounting' as const },
        { ...second, type: 'Unknown' as Case['type'] },
      ],
      totalCount: 2,
      page: 1,
      pageSize: 20,
    };
    renderApp('/cases', { role: 'Admin', handlers: [getListCasesMockHandler(page)] });
    const [accounting, unknown] = await rows();
    expect(accounting).toHaveTextContent(first.product!.name);
    expect(accounting).toHaveTextContent('Księgowość');
    expect(unknown).toHaveTextContent(second.product!.name);
    expect(unknown).toHaveTextContent('Inna');
  });

  it('a client without cases is offered "Zgłoś nową sprawę" leading to /yourCases/add', async () => {
    renderApp('/yourCases', {
      role: 'Client',
      handlers: [getListClientCasesMockHandler({ items: [], totalCount: 0, page: 1, pageSize: 20 })],
    });
    const empty = await statusSaying('Wygląda na to, że nie masz jeszcze żadnych spraw.');
    expect(within(empty).getByRole('link', { name: 'Zgłoś nową sprawę' })).toHaveAttribute('href', '/yourCases/add');
  });

  it('with filters and no match it says so and clears the filters on request', async () => {
    const { router } = renderApp('/yourCases?search=nieistniejąca', { role: 'Client' });
    const empty = await statusSaying('Brak spraw spełniających kryteria');
    await userEvent.click(within(empty).getByRole('button', { name: 'Wyczyść filtry' }));
    await waitFor(() => expect(searchOf(router)).toEqual({}));
    expect(await rows()).toHaveLength(7);
    expect(screen.getByRole('searchbox', { name: 'Szukaj' })).toHaveValue('');
  });

  it('on a phone the filters other than the search fold away behind a button, their lists load when opened', async () => {
    const desktopMatchMedia = window.matchMedia;
    window.matchMedia = (query: string) => ({ ...desktopMatchMedia(query), matches: query.includes('max-width') });
    const requested: string[] = [];
    const record = ({ request }: { request: Request }) => void requested.push(new URL(request.url).pathname);
    server.events.on('request:start', record);
    try {
      renderApp(`/yourCases?productId=${ids.product.accounting}`, { role: 'Client' });
      const toggle = await screen.findByRole('button', { name: 'Więcej filtrów (1)' }, { timeout: 5000 });
      expect(screen.getByRole('searchbox', { name: 'Szukaj' })).toBeInTheDocument();
      expect(screen.queryByRole('combobox', { name: 'Produkt' })).not.toBeInTheDocument();
      await rows();
      expect(requested.filter((path) => path.includes('/Product'))).toEqual([]);
      await userEvent.click(toggle);
      const product = screen.getByRole('combobox', { name: 'Produkt' });
      const accounting = seed.products.find((item) => item.id === ids.product.accounting);
      await eventually(async () => {
        expect(product).toHaveValue(accounting?.name);
      });
      expect(screen.getByRole('button', { name: 'Ukryj filtry (1)' })).toHaveAttribute('aria-expanded', 'true');
    } finally {
      server.events.removeListener('request:start', record);
      window.matchMedia = desktopMatchMedia;
    }
  });

  it("the administrator exports every case the filters select to a CSV file, with the list's columns", async () => {
    const files = spyOnFiles();
    renderApp('/cases?status=InProgress', { role: 'Admin' });
    const inProgress = seed.cases.filter((item) => item.status === 'InProgress');
    expect(inProgress.length).toBeGreaterThan(0);
    await eventually(async () => expect((await rowNames()).sort()).toEqual(names(inProgress).sort()));
    await userEvent.click(screen.getByRole('button', { name: 'Eksportuj do CSV' }));
    await waitFor(() => expect(files.saved).toHaveLength(1));
    expect(files.saved[0].download).toMatch(/^sprawy-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await files.blobs[0].text()).split('\r\n');
    expect(lines[0]).toBe('Nazwa sprawy;Klient;Produkt;Ekspert;Managerowie;Data utworzenia;Status');
    const cases = lines.slice(1, -1);
    expect(cases).toHaveLength(inProgress.length);
    expect(cases.every((line) => line.endsWith(`;${caseStatusLabels.InProgress}`))).toBe(true);
  });

  it("the administrator's CSV file holds every case, not only the page on screen", async () => {
    const files = spyOnFiles();
    renderApp('/cases', { role: 'Admin' });
    expect(await rows()).toHaveLength(20);
    await userEvent.click(screen.getByRole('button', { name: 'Eksportuj do CSV' }));
    await waitFor(() => expect(files.saved).toHaveLength(1));
    expect((await files.blobs[0].text()).split('\r\n').slice(1, -1)).toHaveLength(seed.cases.length);
  });

  it('a refused list shows the access message', async () => {
    renderApp('/cases', {
      role: 'Admin',
      handlers: [
        getListCasesMockHandler(() => {
          throw HttpResponse.json({ title: 'Brak dostępu', status: 403 }, { status: 403 });
        }),
      ],
    });
    const title = await screen.findByText('Brak dostępu', {}, { timeout: 5000 });
    expect(title.closest('[role="alert"]')).toHaveTextContent('Wygląda na to że nie masz dostępu do żądanego zasobu');
    expect(screen.queryByRole('table', { name: 'Lista spraw' })).not.toBeInTheDocument();
  });
});
