import { beforeEach, describe, expect, it, vi } from 'vitest';

// demo-card-provider.html's body: the provider's header and the place the page renders into
const providerHtml = '<header>Operator płatności kartą · wersja demonstracyjna</header><main id="provider"></main>';

async function open(search: string) {
  document.body.innerHTML = providerHtml;
  window.history.replaceState(null, '', `/demo-card-provider.html${search}`);
  vi.resetModules();
  await import('./page');
}

describe('the demo’s stand-in pages', () => {
  beforeEach(() => localStorage.clear());

  it.each([
    ['success', 'Dziękujemy za płatność'],
    ['warning', 'Płatność jest jeszcze przetwarzana'],
  ])('the marketing site’s %s page is headed as that site, not as the card provider', async (page, heading) => {
    await open(`?operation=marketing&page=${page}`);
    expect(document.querySelector('h1')).toHaveTextContent(heading);
    expect(document.querySelector('body > header')).toHaveTextContent('Serwis marketingowy · wersja demonstracyjna');
  });

  it('the provider’s own pages keep the provider’s header', async () => {
    await open('?operation=pay');
    expect(document.querySelector('h1')).toHaveTextContent('Nie znaleziono płatności');
    expect(document.querySelector('body > header')).toHaveTextContent('Operator płatności kartą');
  });
});
