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

it('answers each call in a task of its own, as a network would, not within the task that made it', async () => {
  const sent = vi.fn(async () => new Response('[]'));
  vi.stubGlobal('fetch', sent);
  const send = demoFetch(() => Promise.resolve());
  const calls = [send('/api/Case/1'), send('/api/Case/2')];
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
  expect(sent).not.toHaveBeenCalled();
  await Promise.all(calls);
  expect(sent).toHaveBeenCalledTimes(2);
});
