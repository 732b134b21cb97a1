import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { instagramPublicationId } from '@/mocks/db/seed-offers';
import { fileText } from '@/testing/files';
import { renderApp } from '@/testing/render';
import { server, TEST_API_ORIGIN } from '@/testing/server';
import { apiCallOf, showApiAnswer } from './demo-api-address';

describe('a link to the API opened in the demo (which has no server)', { timeout: 30_000 }, () => {
  it('the public link of a published offer opens its PDF, answered by the demo backend without credentials', async () => {
    renderApp('/cases/1003/offer', { role: 'Admin' });
    const card = await screen.findByRole(
      'article',
      { name: 'Kampania na Instagramie – kolekcja wnętrz' },
      { timeout: 8000 },
    );
    const link = (within(card).getByRole('textbox', { name: 'Publiczny link do PDF' }) as HTMLInputElement).value;
    const sent: { path: string; authorization: string | null }[] = [];
    server.events.on('request:start', ({ request }) =>
      sent.push({ path: new URL(request.url).pathname, authorization: request.headers.get('Authorization') }),
    );

    // the page opened at the link is the API's address, not one of the app's
    const call = apiCallOf(link, TEST_API_ORIGIN);
    expect(call).toBe(`${TEST_API_ORIGIN}/api/Offer/published/${instagramPublicationId}/pdf`);
    let shown: Blob | undefined;
    // as the demo's fetch sends it: a browser opening a link, no SDK and no credentials
    // eslint-disable-next-line no-restricted-globals -- the transport, not a call of a screen
    await showApiAnswer(call!, fetch, (file) => (shown = file));
    server.events.removeAllListeners();

    expect(shown?.type).toBe('application/pdf');
    expect(await fileText(shown!)).toContain('Kampania na Instagramie');
    expect(sent).toEqual([{ path: `/api/Offer/published/${instagramPublicationId}/pdf`, authorization: null }]);
  });

  it('the app’s own addresses, and those of another origin, stay the app’s', () => {
    expect(apiCallOf(`${TEST_API_ORIGIN}/cases/1003/offer`, TEST_API_ORIGIN)).toBeUndefined();
    expect(apiCallOf('http://example.com/api/Offer/published/x/pdf', TEST_API_ORIGIN)).toBeUndefined();
    // the demo's API is on the page's own origin (no base URL)
    expect(apiCallOf('http://127.0.0.1:5173/api/Offer/published/x/pdf', '')).toBe(
      'http://127.0.0.1:5173/api/Offer/published/x/pdf',
    );
    expect(apiCallOf('http://127.0.0.1:5173/offer/6001', '')).toBeUndefined();
  });
});
