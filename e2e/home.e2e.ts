import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ids } from '@/mocks/db/seed-ids';
import { launchBrowser, openPage, signInToDemo } from './browser';

const demoUrl = inject('demoUrl');
let browser: Browser;
beforeAll(async () => (browser = await launchBrowser()));
afterAll(async () => browser?.close());

describe('the home page in the demo portal', () => {
  it('a client’s home shows an overdue settlement and a period waiting for documents', async () => {
    const { page, errors } = await openPage(browser);
    await signInToDemo(page, demoUrl, 'Client');
    await page.getByRole('heading', { level: 1, name: 'Dzień dobry, Anna!' }).waitFor();

    // what the client owes: the longest overdue invoice first (due 2026-11-05, its abandoned card payment cancelled)
    const due = page.getByRole('region', { name: 'Do zapłaty' });
    const first = due.getByRole('list', { name: 'Rozliczenia do zapłaty' }).getByRole('listitem').first();
    await first.waitFor();
    expect(await first.textContent()).toContain('FV/2026/10/0093');
    expect(await first.textContent()).toContain('Po terminie od 2026-11-05');
    expect(await due.getByRole('link', { name: 'Zapłać: FV/2026/10/0093' }).getAttribute('href')).toBe(
      '/mySettlements',
    );
    expect(await due.getByRole('link', { name: 'Zapłać: FV/2026/10/0087' }).getAttribute('href')).toBe(
      '/mySettlements',
    );

    // the November period of the accounting case is in progress and the client has not marked it ready
    const periods = page.getByRole('region', { name: 'Okresy czekające na Twoje dokumenty' });
    const period = periods.getByRole('listitem').first();
    await period.waitFor();
    expect(await period.textContent()).toContain('2026-11 · Księgowość 2026 – Kowalska Design');
    await periods.getByRole('link', { name: /^Prześlij dokumenty: 2026-11/ }).click();
    await page.waitForURL(`${demoUrl}/yourCases/${ids.case.accounting}`);
    await page.getByRole('heading', { name: 'Księgowość 2026 – Kowalska Design' }).first().waitFor();

    expect(errors).toEqual([]);
    await page.context().close();
  });
});
