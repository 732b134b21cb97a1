import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ids } from '@/mocks/db/seed-ids';
import { launchBrowser, openPage, signInToDemo } from './browser';

const demoUrl = inject('demoUrl');
let browser: Browser;
beforeAll(async () => (browser = await launchBrowser()));
afterAll(async () => browser?.close());

const unreadCount = async (page: Page) => {
  const label = await page.getByRole('button', { name: /^Powiadomienia/ }).getAttribute('aria-label');
  return Number(/nieprzeczytane: (\d+)/.exec(label ?? '')?.[1] ?? 0);
};
const hubClients = (page: Page) => page.evaluate(() => window.portalDemo?.hubClients() ?? 0);
const push = (page: Page, caseName: string) =>
  page.evaluate(
    ({ userId, name }) =>
      window.portalDemo!.notify(userId, {
        role: 'Client',
        caseMessage: { caseId: 1, caseName: name, createdBy: { firstName: 'Katarzyna', lastName: 'Wiśniewska' } },
      } as never),
    { userId: ids.person.client, name: caseName },
  );

describe('notifications in real time (demo hub over MSW WebSocket, real SignalR client)', () => {
  it('a pushed notification appears as a toast and in the list, and pushes arrive again after the hub drops', async () => {
    const { page, errors } = await openPage(browser);
    await signInToDemo(page, demoUrl, 'Client');
    await expect.poll(() => hubClients(page), { timeout: 15_000 }).toBe(1);

    // the bell has loaded the client's list (the seed has unread notifications for them)
    await expect.poll(() => unreadCount(page), { timeout: 10_000 }).toBeGreaterThan(0);
    const unreadBefore = await unreadCount(page);
    await push(page, 'Spór z bankiem');
    const toast = page.locator('.mantine-Notification-root', { hasText: 'Nowy komentarz w sprawie „Spór z bankiem”' });
    await toast.waitFor();
    // the push refreshed the bell's list: one more unread notification
    await expect.poll(() => unreadCount(page), { timeout: 10_000 }).toBe(unreadBefore + 1);
    await page.getByRole('button', { name: /^Powiadomienia/ }).click();
    await page
      .getByRole('list', { name: 'Lista powiadomień' })
      .getByText('Nowy komentarz w sprawie „Spór z bankiem”')
      .waitFor();
    await page.keyboard.press('Escape');

    await page.evaluate(() => window.portalDemo!.dropHub());
    await expect.poll(() => hubClients(page), { timeout: 20_000 }).toBe(1);
    await push(page, 'Księgowość 2026');
    await page.locator('.mantine-Notification-root', { hasText: 'Księgowość 2026' }).waitFor();
    // SignalR logs the dropped connection this test causes as an error; nothing else may be logged
    expect(errors.filter((error) => !/WebSocket|connection/i.test(error))).toEqual([]);
    await page.context().close();
  });

  it('on a phone, a burst of 40 is one toast, and no toast covers the open notification list', async () => {
    const { page, errors } = await openPage(browser);
    await page.setViewportSize({ width: 390, height: 844 });
    await signInToDemo(page, demoUrl, 'Client');
    await expect.poll(() => hubClients(page), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => unreadCount(page), { timeout: 10_000 }).toBeGreaterThan(0);
    const toasts = page.locator('.mantine-Notification-root');

    await page.evaluate(
      ({ userId }) => {
        for (let i = 1; i <= 40; i++)
          window.portalDemo!.notify(userId, {
            role: 'Client',
            caseMessage: { caseId: 1, caseName: `Seria ${i}`, createdBy: { firstName: 'Jan', lastName: 'Mazur' } },
          } as never);
      },
      { userId: ids.person.client },
    );
    await toasts.filter({ hasText: 'Masz 40 nowych powiadomień' }).waitFor();
    await expect.poll(() => toasts.count()).toBe(1);

    // the list open (the width of the screen): what arrives shows in it, and no toast lies over it
    await page.getByRole('button', { name: /^Powiadomienia/ }).click();
    const list = page.getByRole('list', { name: 'Lista powiadomień' });
    await list.waitFor();
    await expect.poll(() => toasts.count()).toBe(0);
    await push(page, 'Po otwarciu listy');
    await list.getByText('Nowy komentarz w sprawie „Po otwarciu listy”').waitFor();
    expect(await toasts.count()).toBe(0);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('notifications pushed while the hub was down appear in the list once it is back', async () => {
    const { page } = await openPage(browser);
    await signInToDemo(page, demoUrl, 'Client');
    await expect.poll(() => hubClients(page), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => unreadCount(page), { timeout: 10_000 }).toBeGreaterThan(0);
    const unreadBefore = await unreadCount(page);

    // the server restarts: three notifications are stored meanwhile, and their pushes reach no one
    await page.evaluate(() => window.portalDemo!.dropHub(1500));
    for (const name of ['Sprawa A', 'Sprawa B', 'Sprawa C']) await push(page, name);
    expect(await hubClients(page)).toBe(0);
    expect(await unreadCount(page)).toBe(unreadBefore);

    // after the reconnection the list is read again
    await expect.poll(() => hubClients(page), { timeout: 20_000 }).toBe(1);
    await expect.poll(() => unreadCount(page), { timeout: 10_000 }).toBe(unreadBefore + 3);
    await page.getByRole('button', { name: /^Powiadomienia/ }).click();
    const list = page.getByRole('list', { name: 'Lista powiadomień' });
    for (const name of ['Sprawa A', 'Sprawa B', 'Sprawa C'])
      await list.getByText(`Nowy komentarz w sprawie „${name}”`).waitFor();
    await page.context().close();
  });
});
