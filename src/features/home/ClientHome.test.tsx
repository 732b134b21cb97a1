import { getListCaseUpdateHistoryOfUserMockHandler } from '@portal/sdk/mocks/case-history';
import { getListCalendarEventsForCurrentUserMockHandler } from '@portal/sdk/mocks/calendar-events';
import { getListClientCasesMockHandler } from '@portal/sdk/mocks/cases';
import { getListNewsMockHandler } from '@portal/sdk/mocks/news';
import { getListClientSettlementsMockHandler } from '@portal/sdk/mocks/settlements';
import type { Notification } from '@portal/sdk/model';
import { act, screen, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { realtimeRegistrations } from '@/app/realtime';
import { refreshForNotification } from '@/lib/realtime/registrations';
import { clockStandsAt } from '@/testing/clock';
import { renderApp } from '@/testing/render';

// the seed's due dates, periods and events are around the end of November 2026: the page depends on the day
clockStandsAt('2026-11-26T10:00:00Z');

const block = (name: string) => screen.findByRole('region', { name });
/** The block's items, once loaded: each item's text, spaces normalised. */
async function itemsOf(name: string, listName: string) {
  const region = await block(name);
  const list = await within(region).findByRole('list', { name: listName });
  return within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent?.replace(/\s+/g, ' ').trim());
}
const emptyPage = { items: [], totalCount: 0, page: 1, pageSize: 100 };

describe('the client’s home page', { timeout: 30_000 }, () => {
  it('greets the client and offers to report a new case', async () => {
    renderApp('/', { role: 'Client' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dzień dobry, Anna!' })).toBeInTheDocument();
    // beside the greeting (the menu has its own)
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Zgłoś nową sprawę' })).toHaveAttribute('href', '/yourCases/add');
    expect(document.title).toMatch(/^Strona główna/);
  });

  it('shows what the client owes, the overdue first, each with its amount and due date', async () => {
    renderApp('/', { role: 'Client' });
    const due = await itemsOf('Do zapłaty', 'Rozliczenia do zapłaty');
    expect(due).toEqual([
      // its card payment was cancelled: it may be paid again
      'FV/2026/10/0093Kredyt frankowy – pozew przeciwko bankowiPo terminie od 2026-11-052460,00 złZapłać',
      'FV/2026/10/0087Księgowość 2026 – Kowalska DesignPo terminie od 2026-11-14430,50 złZapłać',
      'FV/2026/11/0129Księgowość 2026 – Kowalska DesignTermin: 2026-12-02147,60 złPłatność kartą w toku',
      'FV/2026/11/0141Księgowość 2026 – Kowalska DesignTermin: 2026-12-04430,50 złZapłać',
    ]);
    const region = await block('Do zapłaty');
    expect(region).toHaveTextContent('Razem do zapłaty: 3468,60 zł, w tym po terminie: 2890,50 zł');
    // paying happens on the settlements page (its payment dialog is that feature's): "Zapłać" leads there
    expect(within(region).getByRole('link', { name: 'Zapłać: FV/2026/10/0087' })).toHaveAttribute(
      'href',
      '/mySettlements',
    );
    expect(within(region).getAllByRole('link', { name: /^Zapłać/ })).toHaveLength(3);
    expect(within(region).getByRole('link', { name: 'Wszystkie rozliczenia' })).toHaveAttribute(
      'href',
      '/mySettlements',
    );
    // paid invoices and the firm's forecasts are not owed
    expect(region).not.toHaveTextContent('FV/2026/09/0112');
  });

  it('lists the period waiting for the client’s documents, leading to its case', async () => {
    renderApp('/', { role: 'Client' });
    // November is in progress and not marked ready; October is ready for accounting, so not the client's turn
    expect(await itemsOf('Okresy czekające na Twoje dokumenty', 'Okresy rozliczeniowe')).toEqual([
      '2026-11 · Księgowość 2026 – Kowalska DesignStatus: W toku · Przesłano 1 dokumentPrześlij dokumenty',
    ]);
    expect(
      screen.getByRole('link', { name: 'Prześlij dokumenty: 2026-11, Księgowość 2026 – Kowalska Design' }),
    ).toHaveAttribute('href', '/yourCases/1001');
  });

  it('lists the open cases, the most recently changed first, with their latest change', async () => {
    renderApp('/', { role: 'Client' });
    const region = await block('Twoje bieżące sprawy');
    const cases = await itemsOf('Twoje bieżące sprawy', 'Sprawy w toku');
    expect(cases.map((text) => text?.split(/Zgłoszona|W toku|Ofertowanie/)[0])).toEqual([
      'Rekrutacja projektanta wnętrz',
      'Księgowość 2026 – Kowalska Design',
      'Kredyt frankowy – pozew przeciwko bankowi',
      'Kampania marketingowa na Instagramie',
    ]);
    // the history's latest change comes after the cases
    expect(
      await within(region).findByText(/6 dni temu · Status okresu rozliczeniowego: Nie rozpoczęto → W toku/),
    ).toBeVisible();
    expect(within(region).getByRole('link', { name: 'Księgowość 2026 – Kowalska Design' })).toHaveAttribute(
      'href',
      '/yourCases/1001',
    );
    expect(within(region).getByRole('link', { name: 'Wszystkie sprawy' })).toHaveAttribute('href', '/yourCases');
  });

  it('shows the next calendar events and the three latest news', async () => {
    renderApp('/', { role: 'Client' });
    const events = await itemsOf('Najbliższe wydarzenia', 'Najbliższe wydarzenia');
    // yesterday's VAT payment is over; today's meeting comes first, then next month's
    expect(events[0]).toContain('Dziś13:00–14:00Spotkanie w sprawie skargi kasacyjnej banku');
    expect(events[1]).toContain('2026-12-03');
    expect(events.join(' ')).not.toContain('Płatność VAT za październik');
    const region = await block('Aktualności');
    const list = await within(region).findByRole('list', { name: 'Najnowsze aktualności' });
    const links = within(list).getAllByRole('link');
    expect(links).toHaveLength(3);
    for (const link of links) expect(link.getAttribute('href')).toMatch(/^\/news\/(summary\/)?\d+$/);
  });

  it('a news item e-mailed in real time appears in the news block, as in the bell', async () => {
    const { db, router } = renderApp('/', { role: 'Client' });
    const list = await within(await block('Aktualności')).findByRole('list', { name: 'Najnowsze aktualności' });
    const newest = db.news.find((news) => news.status === 'Published' && !news.isSummary && !news.organisationId)!;
    const sent = { ...newest, id: 99_500, title: 'Nowe stawki VAT od stycznia', createdAt: new Date().toISOString() };
    db.news.push({ ...sent, emailSentAt: sent.createdAt });
    const notification: Notification = {
      id: 99_501,
      createdAt: sent.createdAt,
      isRead: false,
      role: 'Client',
      news: { id: sent.id, title: sent.title },
    };
    await act(() => refreshForNotification(router.options.context.queryClient, realtimeRegistrations, notification));
    expect(await within(list).findByRole('link', { name: 'Nowe stawki VAT od stycznia' })).toHaveAttribute(
      'href',
      '/news/99500',
    );
  });

  it('says so in each block when there is nothing to show', async () => {
    renderApp('/', {
      role: 'Client',
      handlers: [
        getListClientSettlementsMockHandler([]),
        getListClientCasesMockHandler(emptyPage),
        getListCaseUpdateHistoryOfUserMockHandler(emptyPage),
        getListCalendarEventsForCurrentUserMockHandler([]),
        getListNewsMockHandler({ ...emptyPage, pageSize: 3 }),
      ],
    });
    const says = async (name: string, text: string) =>
      expect(await within(await block(name)).findByText(text)).toBeInTheDocument();
    await says('Do zapłaty', 'Nie masz nic do zapłaty. Dziękujemy!');
    await says('Okresy czekające na Twoje dokumenty', 'Żaden okres rozliczeniowy nie czeka na Twoje dokumenty.');
    await says('Twoje bieżące sprawy', 'Nie masz teraz otwartych spraw.');
    await says('Najbliższe wydarzenia', 'W kalendarzu nie ma zaplanowanych wydarzeń na najbliższe tygodnie.');
    await says('Aktualności', 'Nie ma jeszcze aktualności.');
  });

  it('a refused, failing or slow block does not hold up the others', async () => {
    renderApp('/', {
      role: 'Client',
      handlers: [
        http.get('*/api/Settlement/client', () => HttpResponse.json({ status: 403 }, { status: 403 })),
        http.get('*/api/News', () => HttpResponse.json({ status: 500 }, { status: 500 })),
        http.get('*/api/CalendarEvent/GetEventsForCurrentUser', async () => {
          await delay('infinite');
          return HttpResponse.json([]);
        }),
      ],
    });
    // the other blocks show their data meanwhile
    expect(await itemsOf('Okresy czekające na Twoje dokumenty', 'Okresy rozliczeniowe')).toHaveLength(1);
    expect(await itemsOf('Twoje bieżące sprawy', 'Sprawy w toku')).toHaveLength(4);
    // refused: a small message in its block
    const due = await block('Do zapłaty');
    expect(await within(due).findByRole('alert')).toHaveTextContent('Brak dostępu');
    const news = await block('Aktualności');
    expect(await within(news).findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      'Nie udało się wczytać danych',
    );
    // still loading, on its own
    expect(within(await block('Najbliższe wydarzenia')).getByRole('status')).toHaveTextContent('Wczytywanie');
  });
});
