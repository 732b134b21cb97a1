import { afterEach, expect, it, vi } from 'vitest';
import { demoFetch } from './demo-fetch';

afterEach(() => vi.unstubAllGlobals());

it('sends a call once the backend answers, through the fetch of that moment, without credentials', async () => {
  let started!: () => void;
  const send = demoFetch(new Promise<void>((resolve) => (started = resolve)));
  const early = vi.fn();
  vi.stubGlobal('fetch', early);
  const answer = send('/api/Department', { method: 'GET', credentials: 'include' });
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(early).not.toHaveBeenCalled();

  // MSW's worker replaces nothing, but a test (or a later library) may: the call uses what is there when it goes out
  const late = vi.fn(async () => new Response('[]'));
  vi.stubGlobal('fetch', late);
  started();
  await expect((await answer).text()).resolves.toBe('[]');
  expect(early).not.toHaveBeenCalled();
  expect(late).toHaveBeenCalledWith('/api/Department', { method: 'GET', credentials: 'omit' });
});
