import { HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/** The one MSW server of the test run; tests add handlers with `server.use(...)`. */
export const server = setupServer();

/** Absolute base URL for the SDK in tests (Node's fetch needs one). */
export const TEST_API_ORIGIN = 'http://localhost';

/** A 400 answer whose problem details carry the server's own words (shown to the user as they are). */
export const badRequest = (detail: string) => HttpResponse.json({ title: 'Błąd', detail }, { status: 400 });
