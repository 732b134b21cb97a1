import type { Notification } from '@portal/sdk/model';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ids } from '@/mocks/db/seed-ids';
import { connectedHubClientCount, dropHubConnections, pushNotification } from '@/mocks/hub';
import { renderApp } from '@/testing/render';

// the app (and its hub connection) goes first, so the dropped connection is not one it tries to restore
afterEach(() => {
  cleanup();
  dropHubConnections();
});

const comment = (id: number) =>
  ({
    id,
    createdAt: new Date().toISOString(),
    isRead: false,
    role: 'Client',
    caseMessage: {
      caseId: ids.case.accounting,
      caseName: `Sprawa ${id}`,
      createdBy: { firstName: 'Magdalena', lastName: 'Kamińska', profileImageId: null },
    },
  }) satisfies Notification & { id: number };

/** The toasts on the screen (the page's own alerts left aside). */
const toasts = () => [...document.querySelectorAll<HTMLElement>('.mantine-Notification-root')];

async function connected(options: Parameters<typeof renderApp>[1]) {
  const app = renderApp('/', { role: 'Client', realtime: true, ...options });
  await waitFor(() => expect(connectedHubClientCount()).toBe(1), { timeout: 10_000 });
  return app;
}

describe('toasts of pushed notifications', { timeout: 30_000 }, () => {
  it('a few pushes are a toast each; a burst collapses into one toast that counts it', async () => {
    await connected({});
    for (const id of [90_001, 90_002]) pushNotification(comment(id));
    await screen.findByText('Nowy komentarz w sprawie „Sprawa 90002”');
    expect(toasts()).toHaveLength(2);

    for (let id = 90_003; id <= 90_040; id++) pushNotification(comment(id));
    await screen.findByText('Masz 40 nowych powiadomień');
    // one toast in place of the burst's: nothing queued behind it to keep toasts up for long
    await waitFor(() => expect(toasts()).toHaveLength(1));
    expect(screen.queryByText(/Sprawa 900/)).not.toBeInTheDocument();
  });

  it('the open notification list is not covered: its toasts go, and pushes appear in the list alone', async () => {
    const { db } = await connected({});
    pushNotification(comment(90_101));
    await screen.findByText('Nowy komentarz w sprawie „Sprawa 90101”');

    await userEvent.click(screen.getByRole('button', { name: /^Powiadomienia/ }));
    const list = await screen.findByRole('list', { name: 'Lista powiadomień' });
    await waitFor(() => expect(toasts()).toHaveLength(0));

    const arrived = comment(90_102);
    db.notifications.push({ ...arrived, userId: ids.person.client });
    pushNotification(arrived);
    // the push was handled: the open list shows it, and nothing covers the list
    await within(list).findByText('Nowy komentarz w sprawie „Sprawa 90102”', {}, { timeout: 10_000 });
    expect(toasts()).toHaveLength(0);
  });
});
