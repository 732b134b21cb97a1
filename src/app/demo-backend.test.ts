import { afterEach, expect, it, vi } from 'vitest';
import { demoFetch, onFirstUse } from './demo-backend';

afterEach(() => vi.unstubAllGlobals());

it('starts the backend with the first call, once, and sends each call when it answers, without credentials', async () => {
  let started!: () => void;
  const start = vi.fn(() => new Promise<void>((resolve) => (started = resolve)));
  const send = demoFetch(onFirstUse(start));
  expect(start).not.toHaveBeenCalled();
  const early = vi.fn();
  vi.stubGlobal('fetch', early);
  const first = send('/api/Department', { method: 'GET', credentials: 'include' });
  const second = send('/api/Product/minimal');
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(start).toHaveBeenCalledTimes(1);
  expect(early).not.toHaveBeenCalled();

  // MSW takes over the global fetch when it starts: the call uses what is there when it goes out
  const late = vi.fn(async () => new Response('[]'));
  vi.stubGlobal('fetch', late);
  started();
  await expect((await first).text()).resolves.toBe('[]');
  await second;
  expect(early).not.toHaveBeenCalled();
  expect(late).toHaveBeenCalledWith('/api/Department', { method: 'GET', credentials: 'omit' });
  expect(late).toHaveBeenCalledWith('/api/Product/minimal', { credentials: 'omit' });
  expect(start).toHaveBeenCalledTimes(1);
});
