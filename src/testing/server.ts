import { setupServer } from 'msw/node';

/** The one MSW server of the test run; tests add handlers with `server.use(...)`. */
export const server = setupServer();

/** Absolute base URL for the SDK in tests (Node's fetch needs one). */
export const TEST_API_ORIGIN = 'http://localhost';
