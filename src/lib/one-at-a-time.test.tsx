import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { finished, useOneAtATime } from './one-at-a-time';

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('one send at a time', () => {
  it('a second activation while the first is sent does nothing; once it settled, a new one goes', async () => {
    const once = renderHook(() => useOneAtATime()).result.current;
    let answer!: () => void;
    const send = vi.fn(() => new Promise<void>((resolve) => (answer = resolve)));
    once(send);
    once(send);
    expect(send).toHaveBeenCalledTimes(1);
    answer();
    await settled();
    once(send);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('lets go after a failure, or a send that throws, so it can be tried again', async () => {
    const once = renderHook(() => useOneAtATime()).result.current;
    const failing = vi.fn(() => Promise.reject(new Error('x')));
    once(failing);
    await settled();
    const throwing = vi.fn(() => {
      throw new Error('y');
    });
    once(throwing);
    await settled();
    const next = vi.fn(async () => undefined);
    once(next);
    expect([failing, throwing, next].map((send) => send.mock.calls.length)).toEqual([1, 1, 1]);
  });

  it('stays locked after a send that resolved with `finished` (its work is done: the form leaves)', async () => {
    const once = renderHook(() => useOneAtATime()).result.current;
    const send = vi.fn(async () => finished);
    once(send);
    await settled();
    once(send);
    expect(send).toHaveBeenCalledTimes(1);
  });
});
