import { getResponse, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { byResource } from './routes';

const answering = (text: string) => () => HttpResponse.text(text);
const backend = byResource([
  http.get('*/api/Case/:id', answering('case by id')),
  http.get('*/api/Case/all', answering('all cases')),
  http.post('*/api/Case', answering('new case')),
  http.get('*/api/Product/:id', ({ params }) => (params.id === '7' ? HttpResponse.text('product 7') : undefined)),
]);
const answer = async (url: string, method = 'GET') =>
  (await getResponse([backend], new Request(`http://localhost${url}`, { method })))?.text();

describe('handlers by resource', () => {
  it('answer a call with a handler of its resource, the literal path before the parameter', async () => {
    expect(await answer('/api/Case/all')).toBe('all cases');
    expect(await answer('/api/Case/1001')).toBe('case by id');
    expect(await answer('/api/Case', 'POST')).toBe('new case');
    expect(await answer('/api/Product/7')).toBe('product 7');
  });

  it('answer nothing where no handler does, so the handlers after them get the call', async () => {
    expect(await answer('/api/Product/8')).toBeUndefined();
    expect(await answer('/api/Department')).toBeUndefined();
    expect(await answer('/api/Case/all', 'DELETE')).toBeUndefined();
    expect(await answer('/api/case/all')).toBeUndefined();
    expect(await answer('/hubs/notifications/negotiate', 'POST')).toBeUndefined();
  });

  it('refuse a handler outside /api/', () => {
    expect(() => byResource([http.get('*/hubs/x', answering('x'))])).toThrow('GET */hubs/x: not an /api/ path');
  });
});
