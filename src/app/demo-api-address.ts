// The demo has no server: its backend answers the page's own calls, inside the page. A link the app hands out to
// an address of the API that needs no sign-in (a published offer's PDF: spec 001, "Offer published PDF") opened in
// the browser therefore loads the app, whose router knows no such address. The demo answers it instead.

/** The API call a page address is, when it is one: under the API's base URL (`apiBaseUrl` + /api/), same origin. */
export function apiCallOf(pageUrl: string, apiBaseUrl: string): string | undefined {
  const page = new URL(pageUrl);
  // eslint-disable-next-line no-restricted-syntax -- recognises the API's addresses; no call is built from it
  const api = new URL(`${apiBaseUrl}/api/`, page.origin);
  return page.origin === api.origin && page.pathname.startsWith(api.pathname) ? page.href : undefined;
}

/**
 * Makes the call as a browser opening the link would (`fetchApi`: the demo's, which sends no credentials) and shows
 * the answer, a file or the server's refusal, in place of the page, as the browser would show the server's.
 */
export async function showApiAnswer(
  address: string,
  fetchApi: typeof fetch,
  show = (file: Blob) => window.location.replace(URL.createObjectURL(file)),
) {
  const answer = await fetchApi(address);
  const file = await answer.blob();
  // shown on the app's origin: only a PDF or a picture as itself; anything else (an HTML or SVG page, a refusal's
  // JSON) as plain text, never as a document that could run a script
  show(SHOWN_AS_IS.includes(file.type) ? file : new Blob([file], { type: 'text/plain;charset=utf-8' }));
}

const SHOWN_AS_IS = ['application/pdf', 'image/png', 'image/jpeg', 'image/gif', 'image/webp'];
