import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, openPage, signInToDemo } from './browser';
import { EVIL, xssVectors } from './xss-vectors';

const demoUrl = inject('demoUrl');

/** What the body of a news item may hold after the sanitizer (src/lib/sanitize.ts). */
const ALLOWED_TAGS = new Set(
  'p br h2 h3 h4 ul ol li strong b em i u s blockquote a table thead tbody tr th td'
    .split(' ')
    .map((t) => t.toUpperCase()),
);

interface PageWatch {
  page: Page;
  errors: string[];
  cspViolations: string[];
  dialogs: string[];
  /** Requests to anywhere but the demo itself. */
  outbound: string[];
}

let browser: Browser;
let watch: PageWatch;

beforeAll(async () => {
  browser = await launchBrowser();
  const { page, errors, cspViolations } = await openPage(browser);
  const dialogs: string[] = [];
  const outbound: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(demoUrl) && !url.startsWith('blob:') && !url.startsWith('data:')) outbound.push(url);
  });
  // what a vector calls if it runs, in the page and in any frame it might create
  await page.context().addInitScript(() => {
    const target = window as unknown as { hit(n: string): void; hits: string[] };
    target.hits = [];
    target.hit = (n) => target.hits.push(n);
  });
  await signInToDemo(page, demoUrl, 'Client');
  watch = { page, errors, cspViolations, dialogs, outbound };
});
afterAll(async () => browser?.close());

/** The body's HTML as the page shows it (inside the article's typography box): every element's tag and attributes. */
const bodyElements = (page: Page) =>
  page.locator('.portal-news-body > div').evaluate((body) =>
    [...body.querySelectorAll('*')].map((element) => ({
      tag: element.tagName,
      attributes: Object.fromEntries([...element.attributes].map((a) => [a.name, a.value])),
    })),
  );

describe('the news detail renders hostile HTML harmlessly (sanitize-html, in Chromium)', () => {
  it(`the corpus holds at least 50 vectors (${xssVectors.length})`, () => {
    expect(xssVectors.length).toBeGreaterThanOrEqual(50);
    expect(new Set(xssVectors).size).toBe(xssVectors.length);
  });

  it.each(xssVectors.map((vector, index) => [index + 1, vector] as const))('vector %i: %s', async (n, vector) => {
    const { page } = watch;
    // each vector is judged alone
    for (const list of [watch.errors, watch.cspViolations, watch.dialogs, watch.outbound]) list.length = 0;
    const html = `<p>Przed wektorem ${n}.</p>${vector.replaceAll('$', String(n))}<p>Po wektorze ${n}.</p>`;
    await page.waitForFunction(() => window.portalDemo !== undefined);
    const id = await page.evaluate(
      ([title, body]) => window.portalDemo!.publishNews(title, body),
      [`Test bezpieczeństwa ${n}`, html],
    );
    await page.goto(`${demoUrl}/news/${id}`);
    await page.getByRole('heading', { level: 1, name: `Test bezpieczeństwa ${n}` }).waitFor();
    const body = page.locator('.portal-news-body');
    await body.getByText(`Przed wektorem ${n}.`).waitFor();

    // give handlers their chance: the pointer over the body, each link focused, a moment for timers and loads
    const box = await body.boundingBox();
    if (box) await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2, { steps: 5 });
    for (const link of await body.getByRole('link').all()) await link.focus();
    await page.waitForTimeout(150);

    expect(await page.evaluate(() => (window as unknown as { hits: string[] }).hits)).toEqual([]);
    expect(watch.dialogs).toEqual([]);
    expect(watch.outbound.filter((url) => url.startsWith(EVIL) || !url.startsWith(demoUrl))).toEqual([]);
    expect(watch.cspViolations).toEqual([]);
    expect(watch.errors).toEqual([]);
    expect(page.url()).toBe(`${demoUrl}/news/${id}`);

    for (const { tag, attributes } of await bodyElements(page)) {
      expect(ALLOWED_TAGS, `<${tag.toLowerCase()}> kept`).toContain(tag);
      const names = Object.keys(attributes);
      if (tag === 'A') {
        expect(
          names.every((name) => ['href', 'target', 'rel'].includes(name)),
          names.join(),
        ).toBe(true);
        if (attributes.href !== undefined) expect(attributes.href).toMatch(/^(https?:\/\/|mailto:)/);
        expect(attributes.target).toBe('_blank');
        expect(attributes.rel).toBe('noopener noreferrer');
      } else {
        expect(names).toEqual([]);
      }
    }
    // the text around the vector survives: the sanitizer drops the danger, not the article
    await body.getByText(`Po wektorze ${n}.`).waitFor();
  });
});
