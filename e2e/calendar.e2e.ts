import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ids } from '@/mocks/db/seed-ids';
import { launchBrowser, signInToDemo } from './browser';

const demoUrl = inject('demoUrl');
let browser: Browser;
beforeAll(async () => (browser = await launchBrowser()));
afterAll(async () => browser?.close());

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: new RegExp(`^${label}`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

describe('the calendar in the demo portal', () => {
  it('a manager plans a weekly meeting on a case; the case’s client sees it in their calendar', async () => {
    // one browser profile, two tabs: they share the demo's stored data, each has its own sign-in
    const context = await browser.newContext({ locale: 'pl-PL', viewport: { width: 1280, height: 900 } });
    const errors: string[] = [];
    const managerTab = await context.newPage();
    managerTab.on('pageerror', (error) => errors.push(error.message));
    await signInToDemo(managerTab, demoUrl, 'Manager');
    await managerTab.goto(`${demoUrl}/calendarEvent/create/case/${ids.case.loanLawsuit}`);
    await managerTab
      .getByRole('heading', { level: 1, name: 'Nowe wydarzenie w sprawie: Kredyt frankowy – pozew przeciwko bankowi' })
      .waitFor();
    const title = 'Konsultacja – plan spłaty (co tydzień)';
    await managerTab.getByRole('textbox', { name: /^Tytuł/ }).fill(title);
    await choose(managerTab, 'Rodzaj', 'Spotkanie');
    await choose(managerTab, 'Powtarzaj', 'Co tydzień');
    await choose(managerTab, 'Przypomnienie', '1 godzina');
    await managerTab.getByRole('button', { name: 'Zapisz' }).click();
    await managerTab.waitForURL(`${demoUrl}/calendar/case/${ids.case.loanLawsuit}`);
    await managerTab.getByText(title).first().waitFor();

    const clientTab = await context.newPage();
    clientTab.on('pageerror', (error) => errors.push(error.message));
    await signInToDemo(clientTab, demoUrl, 'Client');
    await clientTab.goto(`${demoUrl}/calendar`);
    await clientTab.getByRole('heading', { level: 1, name: 'Kalendarz' }).waitFor();
    // weekly: more than one occurrence in the month
    await clientTab.getByText(title).first().waitFor();
    expect(await clientTab.getByText(title).count()).toBeGreaterThan(1);
    await clientTab.getByText(title).first().click();
    const details = clientTab.getByRole('dialog', { name: title });
    await details.getByText('Co tydzień', { exact: true }).waitFor();
    expect(await details.getByRole('button', { name: 'Usuń' }).count()).toBe(0);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('in an English browser (en-US) the event’s times read 24-hour, GG:MM', async () => {
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signInToDemo(page, demoUrl, 'Manager');
    await page.goto(`${demoUrl}/calendarEvent/create`);
    const hours = page.getByRole('spinbutton', { name: 'Godzina rozpoczęcia, godziny' });
    const minutes = page.getByRole('spinbutton', { name: 'Godzina rozpoczęcia, minuty' });
    await hours.click();
    await page.keyboard.type('1730');
    expect([await hours.inputValue(), await minutes.inputValue()]).toEqual(['17', '30']);
    const field = page.locator('.mantine-TimePicker-root', { has: hours });
    expect(await field.innerText()).not.toMatch(/AM|PM/);
    await context.close();
  });

  it('dragging an event in the week view moves it, and “Cofnij” moves it back', async () => {
    const context = await browser.newContext({ locale: 'pl-PL', viewport: { width: 1280, height: 1600 } });
    // the demo's today (its seed's dates are around it): the week of the seeded meeting
    await context.clock.setFixedTime(new Date('2026-11-26T10:00:00Z'));
    const page = await context.newPage();
    await signInToDemo(page, demoUrl, 'Manager');
    await page.goto(`${demoUrl}/calendar`);
    await page.getByRole('heading', { level: 1, name: 'Kalendarz' }).waitFor();
    await page.getByRole('tab', { name: 'Tydzień', exact: true }).click();
    const meeting = page.getByRole('button', { name: /Spotkanie w sprawie skargi kasacyjnej banku/ }).first();
    await meeting.waitFor();
    // the whole day's grid is on the screen: the drag stays within the window
    await meeting.scrollIntoViewIfNeeded();
    const box = (await meeting.boundingBox())!;
    // two hours later: from the 13:00 row of the time grid to the 15:00 row
    const rowTop = async (time: string) => (await page.locator(`[data-time="${time}"]`).first().boundingBox())!.y;
    const shift = (await rowTop('15:00:00')) - (await rowTop('13:00:00'));
    expect(shift).toBeGreaterThan(0);
    const [x, y] = [box.x + box.width / 2, box.y + Math.min(10, box.height / 2)];
    await page.mouse.move(x, y);
    await page.mouse.down();
    for (let step = 1; step <= 10; step += 1) await page.mouse.move(x, y + (shift * step) / 10);
    await page.mouse.up();

    const notice = page.locator('.mantine-Notification-root', { hasText: 'Przesunięto wydarzenie' });
    await notice.waitFor();
    const moved = await notice.textContent();
    expect(moved).toMatch(/Przesunięto „Spotkanie w sprawie skargi kasacyjnej banku” na 2026-11-26 \d\d:\d\d\./);
    await meeting.click();
    const details = page.getByRole('dialog', { name: 'Spotkanie w sprawie skargi kasacyjnej banku' });
    const when = moved!.match(/(\d\d:\d\d)\./)![1];
    await details.getByText(new RegExp(`2026-11-26 ${when}`)).waitFor();
    await page.keyboard.press('Escape');

    await notice.getByRole('button', { name: 'Cofnij' }).click();
    await page.locator('.mantine-Notification-root', { hasText: 'Przywrócono poprzedni termin' }).waitFor();
    await context.close();
  });
});
