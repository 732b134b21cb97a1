import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitForCardSdk } from './load';

describe('awaiting the card provider’s script', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('looks from 30 ms on, each wait twice the last', async () => {
    const seenAt: number[] = [];
    const script: { sdk?: string } = {};
    const waiting = waitForCardSdk(() => (seenAt.push(Date.now()), script.sdk));
    const start = seenAt[0];
    await vi.advanceTimersByTimeAsync(30 + 60 + 120);
    script.sdk = 'PayU';
    await vi.advanceTimersByTimeAsync(240);
    await expect(waiting).resolves.toBe('PayU');
    expect(seenAt.map((at) => at - start)).toEqual([0, 30, 90, 210, 450]);
  });

  it('gives up with "Timeout" after 300 s, not before', async () => {
    const waiting = waitForCardSdk(() => undefined);
    const outcome = vi.fn();
    waiting.then(outcome, (error: Error) => outcome(error.message));
    await vi.advanceTimersByTimeAsync(299_999);
    expect(outcome).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toHaveBeenCalledWith('Timeout');
  });
});
