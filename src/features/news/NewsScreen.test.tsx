import { getListNewsMockHandler } from '@portal/sdk/mocks/news';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

const notificationCalls = () => {
  const calls: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === '/api/Notifications') calls.push(request.method);
  });
  return calls;
};

describe('the news list', () => {
  it("lists the client's news newest first; a period summary leads to its own page", async () => {
    renderApp('/news', { role: 'Client' });
    const list = await screen.findByRole('list', { name: 'Lista aktualności' });
    const titles = within(list)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(titles[0]).toEqual(['Terminy podatkowe w grudniu 2026', '/news/3006']);
    expect(titles).toContainEqual(['Podsumowanie okresu 2026-09 – Kowalska Design', '/news/summary/3005']);
    // another client's summary, a draft and the landing item are not the client's news
    expect(titles.map(([title]) => title)).not.toContain('Podsumowanie okresu 2026-09 – Jankowska i Wspólnicy');
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Najważniejsze daty grudnia');
  });

  it('pages through the news', async () => {
    const { history } = renderApp('/news', {
      role: 'Client',
      handlers: [
        getListNewsMockHandler(({ request }) => {
          const page = Number(new URL(request.url).searchParams.get('page') ?? 1);
          return { items: [], page, pageSize: 10, totalCount: 25 };
        }),
      ],
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Strona 3' }));
    await waitFor(() => expect(history.location.search).toBe('?page=3'));
    expect(await screen.findByRole('button', { name: 'Strona 3', current: 'page' })).toBeInTheDocument();
  });

  it('an address with bad values shows the first page, no error', async () => {
    renderApp('/news?page=abc&sort=zzz&status=Nope&sortBy=zzz', { role: 'Client' });
    const list = await screen.findByRole('list', { name: 'Lista aktualności' });
    expect(within(list).getAllByRole('link')[0]).toHaveTextContent('Terminy podatkowe w grudniu 2026');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says when there is no news', async () => {
    renderApp('/news', {
      role: 'Client',
      handlers: [getListNewsMockHandler({ items: [], page: 1, pageSize: 10, totalCount: 0 })],
    });
    expect(await screen.findByText('Nie ma jeszcze żadnych aktualności.')).toBeInTheDocument();
  });
});

describe('a news item', () => {
  it('titles the page with the news title cut at 30 characters, and refreshes the notifications', async () => {
    const calls = notificationCalls();
    renderApp('/news/3004', { role: 'Client' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Nielimitowane konsultacje – nowa usługa w abonamencie' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Nielimitowane konsultacje – no… | Portal Klienta'));
    // the bell's list, then again once the news is open
    await waitFor(() => expect(calls.filter((method) => method === 'GET').length).toBeGreaterThanOrEqual(2));
    expect(within(screen.getByRole('article')).getByRole('link', { name: 'Zgłoś nową sprawę' })).toBeInTheDocument();
    server.events.removeAllListeners();
  });

  it('a period summary shows its period as year-month and leads to the case', async () => {
    renderApp('/news/summary/3005', { role: 'Client' });
    expect(await screen.findByText('2026-09')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Przejdź do sprawy i jej okresów' })).toHaveAttribute(
      'href',
      '/yourCases/1001',
    );
  });

  it("another client's news item is not found", async () => {
    renderApp('/news/3008', { role: 'Client' });
    expect(await screen.findByRole('heading', { name: /Nie znaleziono/ })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Jankowska/ })).not.toBeInTheDocument();
  });
});
