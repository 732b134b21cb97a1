import { getListNotificationsMockHandler, getMarkNotificationsReadMockHandler } from '@portal/sdk/mocks/notifications';
import type { Notification } from '@portal/sdk/model';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render';

const notifications: Notification[] = Array.from({ length: 45 }, (_, i) => ({
  id: i + 1,
  // newest first: id 1 is the newest
  createdAt: new Date(Date.now() - 60_000 - i * 3_600_000).toISOString(),
  isRead: i >= 5,
  role: 'Client',
  news: { id: 100 + i, title: `Aktualność ${i + 1}` },
}));

const author = { firstName: 'Jan', lastName: 'Mazur', profileImageId: null };

const openBell = async () => {
  await userEvent.click(await screen.findByRole('button', { name: /^Powiadomienia/ }));
  return screen.findByRole('list', { name: 'Lista powiadomień' });
};

describe('notifications', () => {
  it('the bell shows the unread count; the list shows 30 first, newest first, with Polish relative time', async () => {
    renderApp('/', { role: 'Client', handlers: [getListNotificationsMockHandler(() => notifications)] });
    expect(
      await screen.findByRole('button', { name: 'Powiadomienia, nieprzeczytane: 5' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    const list = await openBell();
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(30);
    expect(items[0]).toHaveTextContent('Aktualność 1');
    expect(items[0]).toHaveTextContent(/temu/);
  });

  it('the list takes the focus when opened; Escape closes it and gives the focus back to the bell', async () => {
    renderApp('/', { role: 'Client', handlers: [getListNotificationsMockHandler(() => notifications)] });
    const bell = await screen.findByRole('button', { name: /^Powiadomienia/ }, { timeout: 5000 });
    const list = await openBell();
    const dropdown = list.closest<HTMLElement>('.mantine-Popover-dropdown')!;
    await waitFor(() => expect(dropdown).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Lista powiadomień' })).not.toBeInTheDocument());
    await waitFor(() => expect(bell).toHaveFocus());
  });

  it('scrolling to the end shows 30 more', async () => {
    renderApp('/', { role: 'Client', handlers: [getListNotificationsMockHandler(() => notifications)] });
    const list = await openBell();
    const viewport = list.closest('.mantine-ScrollArea-viewport') as HTMLElement;
    fireEvent.scroll(viewport, { target: { scrollTop: 10_000 } });
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(45));
  });

  it('"mark all as read" clears the unread badge', async () => {
    let read = false;
    renderApp('/', {
      role: 'Client',
      handlers: [
        getListNotificationsMockHandler(() => notifications.map((n) => ({ ...n, isRead: read || n.isRead }))),
        getMarkNotificationsReadMockHandler(() => ((read = true), notifications.map((n) => ({ ...n, isRead: true })))),
      ],
    });
    await openBell();
    await userEvent.click(screen.getByRole('button', { name: 'Oznacz wszystkie jako przeczytane' }));
    expect(await screen.findByRole('button', { name: 'Powiadomienia' })).toBeInTheDocument();
  });

  it('a click opens the target and closes the list', async () => {
    const { history } = renderApp('/', {
      role: 'Client',
      handlers: [getListNotificationsMockHandler(() => notifications.slice(0, 2))],
    });
    const list = await openBell();
    await userEvent.click(within(list).getByText(/^Aktualność 2 ·/));
    await waitFor(() => expect(history.location.pathname).toBe('/news/101'));
  });

  it("an ambassador's case notification is shown but not offered as a click (there is no case screen for them)", async () => {
    const ambassadorCase: Notification = {
      id: 900,
      createdAt: new Date(Date.now() - 60_000).toISOString(),
      isRead: false,
      role: 'Ambassador',
      caseMessage: { caseId: 1001, caseName: 'Polecona sprawa', createdBy: author },
    };
    renderApp('/', {
      role: 'Client',
      handlers: [getListNotificationsMockHandler(() => [ambassadorCase, notifications[0]])],
    });
    const list = await openBell();
    const [ambassador, news] = within(list).getAllByRole('listitem');
    expect(ambassador).toHaveTextContent('Nowy komentarz w sprawie „Polecona sprawa”');
    expect(within(ambassador).queryByRole('button')).not.toBeInTheDocument();
    expect(within(news).getByRole('button')).toBeInTheDocument();
  });

  it('lists and opens notifications as a server may send them: without an id, the other subjects null', async () => {
    const asSent = [
      { createdAt: '2026-11-20T10:00:00Z', isRead: false, role: 'Client', news: { id: 7, title: 'Zmiany w VAT' } },
      {
        createdAt: '2026-11-19T10:00:00Z',
        isRead: false,
        role: 'Client',
        news: null,
        case: null,
        caseMessage: { caseId: 12, caseName: 'Spór z bankiem', createdBy: { firstName: 'Jan', lastName: 'Nowak' } },
        caseUpdate: null,
      },
    ] satisfies Notification[];
    const { history } = renderApp('/', { role: 'Client', handlers: [getListNotificationsMockHandler(() => asSent)] });
    const list = await openBell();
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('Nowy komentarz w sprawie „Spór z bankiem”')).toBeInTheDocument();
    await userEvent.click(within(list).getByText(/^Zmiany w VAT ·/));
    await waitFor(() => expect(history.location.pathname).toBe('/news/7'));
  });
});
