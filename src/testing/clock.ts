import { afterEach, beforeEach, vi } from 'vitest';

/**
 * In each test of the enclosing `describe` (or file), the date and time stand at `iso` (timers still run): what
 * is overdue, upcoming or today does not depend on the day the tests run.
 */
export function clockStandsAt(iso: string) {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(iso));
  });
  afterEach(() => vi.useRealTimers());
}
