import { getListCaseUpdateHistoryOfUserMockHandler } from '@portal/sdk/mocks/case-history';
import {
  getListExpertClientCasesMockHandler,
  getListExpertOwnerEmployeesCasesMockHandler,
} from '@portal/sdk/mocks/cases';
import { getListOverdueSettlementsMockHandler } from '@portal/sdk/mocks/settlements';
import type { CaseUpdateHistory } from '@portal/sdk/model';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { clockStandsAt } from '@/testing/clock';
import { renderApp } from '@/testing/render';

// the seed's history, due dates and periods are around the end of November 2026: the page depends on the day
clockStandsAt('2026-11-26T10:00:00Z');

const block = (name: string) => screen.findByRole('region', { name });
async function listIn(name: string, listName: string) {
  return within(await block(name)).findByRole('list', { name: listName });
}
const hrefs = (list: HTMLElement) =>
  within(list)
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));
const emptyPage = { items: [], totalCount: 0, page: 1, pageSize: 100 };

const entry = (fields: Partial<CaseUpdateHistory>): CaseUpdateHistory => ({
  id: 1,
  caseId: 1001,
  caseName: 'Księgowość 2026 – Kowalska Design',
  createdAt: '2026-11-25T09:00:00Z',
  createdBy: { firstName: 'Magdalena', lastName: 'Kamińska' },
  changedValueName: 'Status',
  oldValue: 'New',
  newValue: 'InProgress',
  recipients: [],
  ...fields,
});

describe('the home page of a manager or patron', { timeout: 30_000 }, () => {
  it('a manager sees their clients’ cases changed in the last 14 days, newest first, and the overdue settlements', async () => {
    renderApp('/', { role: 'Manager' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dzień dobry, Katarzyna!' })).toBeInTheDocument();
    const changes = await listIn('Ostatnie zmiany w sprawach klientów', 'Zmienione sprawy');
    const items = within(changes).getAllByRole('listitem');
    // the accounting case changed on 20 November; the loan lawsuit four times on 12 November
    expect(items.map((item) => within(item).getAllByRole('link')[0].textContent)).toEqual([
      'Księgowość 2026 – Kowalska Design',
      'Kredyt frankowy – pozew przeciwko bankowi',
    ]);
    expect(items[0]).toHaveTextContent('Status okresu rozliczeniowego: Nie rozpoczęto → W toku');
    expect(items[0]).toHaveTextContent('Magdalena Kamińska, 6 dni temu');
    expect(items[1]).toHaveTextContent('+3 inne zmiany');
    expect(hrefs(changes)).toEqual(['/managerClientsCases/1001', '/managerClientsCases/1002']);

    const overdue = await block('Rozliczenia po terminie');
    expect(overdue).toHaveTextContent('5 rozliczeń po terminie');
    const list = within(overdue).getByRole('list', { name: 'Rozliczenia po terminie' });
    // the longest overdue first, each with the days it is late, leading to the manager's case page
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(
      /Obrona w sprawie karnej skarbowej.*FV\/2026\/10\/0066.*5535,00 zł27 dni po terminie/,
    );
    expect(hrefs(list)[0]).toBe('/managerClientsCases/1014');
    expect(within(overdue).getByRole('link', { name: 'Wszystkie zaległe rozliczenia' })).toHaveAttribute(
      'href',
      '/overdueSettlements',
    );
  });

  it('a patron’s blocks lead to the patron’s case pages; they have no overdue list to go to', async () => {
    renderApp('/', {
      role: 'Patron',
      handlers: [getListCaseUpdateHistoryOfUserMockHandler({ ...emptyPage, items: [entry({})], totalCount: 1 })],
    });
    const changes = await listIn('Ostatnie zmiany w sprawach klientów', 'Zmienione sprawy');
    expect(hrefs(changes)).toEqual(['/patronClientsCases/1001']);
    expect(within(changes).getByRole('listitem')).toHaveTextContent('Status: Zgłoszona → W toku');
    const overdue = await listIn('Rozliczenia po terminie', 'Rozliczenia po terminie');
    expect(hrefs(overdue)[0]).toBe('/patronClientsCases/1014');
    expect(screen.queryByRole('link', { name: 'Wszystkie zaległe rozliczenia' })).not.toBeInTheDocument();
  });

  it('changes older than 14 days are not recent; with none, and nothing overdue, each block says so', async () => {
    renderApp('/', {
      role: 'Manager',
      handlers: [
        getListCaseUpdateHistoryOfUserMockHandler({
          ...emptyPage,
          items: [entry({ createdAt: '2026-11-11T09:00:00Z' })],
          totalCount: 1,
        }),
        getListOverdueSettlementsMockHandler({ ...emptyPage, pageSize: 5 }),
      ],
    });
    const changes = await block('Ostatnie zmiany w sprawach klientów');
    expect(
      await within(changes).findByText('W ostatnich 14 dniach nic się nie zmieniło w sprawach Twoich klientów.'),
    ).toBeInTheDocument();
    expect(
      await within(await block('Rozliczenia po terminie')).findByText('Brak rozliczeń po terminie.'),
    ).toBeVisible();
  });
});

describe('the home page of an administrator', { timeout: 30_000 }, () => {
  it('counts new cases, cases waiting for an offer and overdue settlements, each leading to its filtered list', async () => {
    const { router } = renderApp('/', { role: 'Admin' });
    const counts = await block('Do zrobienia');
    const tile = (name: RegExp) => within(counts).findByRole('link', { name });
    expect(await tile(/^Nowe sprawy 4/)).toHaveAttribute('href', '/cases?status=New');
    expect(await tile(/^Czekają na ofertę 4/)).toHaveAttribute('href', '/cases?status=Offering');
    expect(await tile(/^Rozliczenia po terminie 5/)).toHaveAttribute('href', '/overdueSettlements');
    // the newest reported cases below the counts
    const newest = await listIn('Najnowsze zgłoszone sprawy', 'Najnowsze zgłoszenia');
    expect(within(newest).getAllByRole('listitem')[0]).toHaveTextContent(
      'Mediacja z bankiem – kredyt w EURKlient: Michał Wojciechowski2026-11-21',
    );
    expect(hrefs(newest)[0]).toBe('/cases/1027');

    fireEvent.click(await tile(/^Czekają na ofertę/));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cases'));
    expect(router.state.location.search).toEqual({ status: 'Offering' });
  });

  it('a count refused shows it in its tile; the other counts stay', async () => {
    renderApp('/', {
      role: 'Admin',
      handlers: [http.get('*/api/Settlement/overdue', () => HttpResponse.json({ status: 403 }, { status: 403 }))],
    });
    const counts = await block('Do zrobienia');
    expect(await within(counts).findByRole('link', { name: /^Nowe sprawy 4/ })).toBeInTheDocument();
    expect(await within(counts).findByText('Brak dostępu')).toBeInTheDocument();
    expect(within(counts).queryByRole('link', { name: /^Rozliczenia po terminie/ })).not.toBeInTheDocument();
  });
});

describe('the home page of an expert', { timeout: 30_000 }, () => {
  it('an expert employee sees the periods ready for accounting and their open cases', async () => {
    renderApp('/', { role: 'ExpertEmployee' });
    const periods = await listIn('Okresy do zaksięgowania', 'Okresy rozliczeniowe');
    expect(
      within(periods)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '2026-10 · Księgowość 2026 – Kowalska DesignStatus: Gotowy do księgowania · Dokumenty klienta: 4Otwórz sprawę',
      '2026-10 · Pełna księgowość – Jankowska i WspólnicyStatus: Gotowy do księgowania · Dokumenty klienta: 2Otwórz sprawę',
    ]);
    expect(hrefs(periods)).toEqual(['/expertCases/1001', '/expertCases/1015']);
    const cases = await listIn('Twoje bieżące sprawy', 'Sprawy w toku');
    expect(hrefs(cases)).toEqual(['/expertCases/1001', '/expertCases/1012', '/expertCases/1015']);
    expect(screen.queryByRole('region', { name: 'Do zapłaty' })).not.toBeInTheDocument();
  });

  it('an expert owner sees the periods of the whole office, with their expert, and their own cases', async () => {
    renderApp('/', { role: 'ExpertOwner' });
    const periods = await listIn('Okresy do zaksięgowania', 'Okresy rozliczeniowe');
    expect(within(periods).getAllByRole('listitem')[0]).toHaveTextContent('Ekspert: Magdalena Kamińska');
    expect(hrefs(periods)).toEqual(['/yourExpertEmployees/cases/1001', '/yourExpertEmployees/cases/1015']);
    const cases = await listIn('Twoje bieżące sprawy', 'Sprawy w toku');
    expect(hrefs(cases)).toContain('/expertCases/1002');
  });

  it('with no cases, both blocks say so', async () => {
    renderApp('/', {
      role: 'ExpertOwner',
      handlers: [
        getListExpertClientCasesMockHandler(emptyPage),
        getListExpertOwnerEmployeesCasesMockHandler(emptyPage),
      ],
    });
    expect(
      await within(await block('Okresy do zaksięgowania')).findByText(
        'Żaden okres rozliczeniowy nie czeka na zaksięgowanie.',
      ),
    ).toBeVisible();
    expect(
      await within(await block('Twoje bieżące sprawy')).findByText('Nie masz teraz otwartych spraw.'),
    ).toBeVisible();
  });
});

describe('the home page of an ambassador', { timeout: 30_000 }, () => {
  it('shows the news and the calendar, and nothing of cases or money', async () => {
    renderApp('/', { role: 'Ambassador' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dzień dobry, Tomasz!' })).toBeInTheDocument();
    expect(within(await listIn('Aktualności', 'Najnowsze aktualności')).getAllByRole('listitem')).toHaveLength(3);
    // the ambassadors' monthly meeting, next on 6 December
    const events = within(await listIn('Najbliższe wydarzenia', 'Najbliższe wydarzenia')).getAllByRole('listitem');
    expect(events[0]).toHaveTextContent('Spotkanie ambasadorów – polecenia klientów');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Aktualności',
      'Najbliższe wydarzenia',
    ]);
  });
});
