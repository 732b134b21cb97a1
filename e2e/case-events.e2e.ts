import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createSeed } from '@/mocks/db/seed';
import { ids } from '@/mocks/db/seed-ids';
import { launchBrowser, signInToDemo } from './browser';

const demoUrl = inject('demoUrl');
let browser: Browser;
beforeAll(async () => (browser = await launchBrowser()));
afterAll(async () => browser?.close());

// a case of the demo client that the demo manager looks after
const seed = createSeed();
const clientCase = seed.cases.find(
  (c) => c.clientId === ids.person.client && c.managers.some((m) => m.id === ids.person.manager),
)!;

/**
 * One browser profile, two tabs: they share the stored demo data, each has its own sign-in. The client's tab is
 * open at `clientPath` with its notification hub connected; `asManager` sends a call from the manager's tab, as a
 * screen there would, and gives its status.
 */
async function clientAndManagerTabs(clientPath = '/') {
  const context = await browser.newContext({ locale: 'pl-PL', viewport: { width: 1280, height: 800 } });
  const clientTab = await context.newPage();
  const errors: string[] = [];
  clientTab.on('pageerror', (error) => errors.push(error.message));
  await signInToDemo(clientTab, demoUrl, 'Client');
  if (clientPath !== '/') await clientTab.goto(`${demoUrl}${clientPath}`);
  await expect.poll(() => clientTab.evaluate(() => window.portalDemo?.hubClients() ?? 0), { timeout: 15_000 }).toBe(1);

  const managerTab = await context.newPage();
  await signInToDemo(managerTab, demoUrl, 'Manager');
  // the tab's in-page API starts with its first call: the calls below must find it answering
  await managerTab.waitForFunction(() => window.portalDemo !== undefined);
  const asManager = (path: string, init: { method: string; body?: string }) =>
    managerTab.evaluate(
      async ({ path, init, managerId }) => {
        const headers: Record<string, string> = { Authorization: `Bearer demo-${managerId}`, Organisation: '0' };
        if (init.body) headers['Content-Type'] = 'application/json';
        return (await fetch(path, { ...init, headers })).status;
      },
      { path, init, managerId: ids.person.manager },
    );
  return { context, clientTab, errors, asManager };
}

describe('the demo pushes a notification when something happens to a case of the signed-in user', () => {
  it('a manager changes the client case in one tab; the client’s tab gets the toast and the list item', async () => {
    const { context, clientTab, errors, asManager } = await clientAndManagerTabs();
    // the toast lives 3 s: watch for it before the change is made, so a slow machine cannot miss it
    const title = `Zmiana w sprawie „${clientCase.name}”`;
    const toast = clientTab.locator('.mantine-Notification-root', { hasText: title }).waitFor();
    // the change a case screen would make (PUT /api/Case/{id}/status), sent as the manager
    const status = await asManager(`/api/Case/${clientCase.id}/status?status=Done`, { method: 'PUT' });
    expect(status).toBe(200);

    await toast;
    await clientTab.getByRole('button', { name: /^Powiadomienia/ }).click();
    await clientTab.getByRole('list', { name: 'Lista powiadomień' }).getByText(title).first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a manager comments in one tab; the client’s tab shows the toast, the bell’s count and the list', async () => {
    const { context, clientTab, errors, asManager } = await clientAndManagerTabs();
    const bell = clientTab.getByRole('button', { name: /^Powiadomienia/ });
    const unread = async () =>
      Number(/nieprzeczytane: (\d+)/.exec((await bell.getAttribute('aria-label')) ?? '')?.[1] ?? 0);
    // the bell has loaded: it counts what the seed left unread for the client
    const unreadInSeed = seed.notifications.filter((n) => n.userId === ids.person.client && !n.isRead).length;
    await expect.poll(unread, { timeout: 10_000 }).toBe(unreadInSeed);

    const title = `Nowy komentarz w sprawie „${clientCase.name}”`;
    const toast = clientTab.locator('.mantine-Notification-root', { hasText: title }).waitFor();
    const status = await asManager('/api/CaseMessage', {
      method: 'POST',
      body: JSON.stringify({ caseId: clientCase.id, content: 'Proszę o wyciąg.', recipients: [{ type: 'Client' }] }),
    });
    expect(status).toBe(201);

    await toast;
    await expect.poll(unread, { timeout: 10_000 }).toBe(unreadInSeed + 1);
    await bell.click();
    const list = clientTab.getByRole('list', { name: 'Lista powiadomień' });
    // the newest first: the comment, said as it happened moments ago
    await expect.poll(() => list.getByRole('listitem').first().textContent(), { timeout: 10_000 }).toContain(title);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a manager comments in one tab; the case open in the client’s tab shows the comment', async () => {
    const { context, clientTab, errors, asManager } = await clientAndManagerTabs(`/yourCases/${clientCase.id}`);
    // the client looks at their tab (the manager's opened last, in front): its comments load once in view
    await clientTab.bringToFront();
    await clientTab.waitForFunction(() => document.visibilityState === 'visible');
    const activity = clientTab.getByRole('region', { name: 'Aktywność w sprawie' });
    await activity.scrollIntoViewIfNeeded();
    const comments = activity.getByRole('list', { name: 'Komentarze' });
    // loaded before the comment is written, so it can reach the open case only live
    await comments.or(activity.getByText('Brak komentarzy.')).waitFor({ timeout: 10_000 });

    const content = 'Proszę o przesłanie wyciągu bankowego za listopad.';
    const toast = clientTab.locator('.mantine-Notification-root', { hasText: clientCase.name }).waitFor();
    const status = await asManager('/api/CaseMessage', {
      method: 'POST',
      body: JSON.stringify({ caseId: clientCase.id, content, recipients: [{ type: 'Client' }] }),
    });
    expect(status).toBe(201);

    await toast;
    await comments.getByText(content).waitFor({ timeout: 10_000 });
    expect(errors).toEqual([]);
    await context.close();
  });
});
