import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path';

const origin = 'https://portal.example.pl';

/** Tricks that try to leave the origin after sign-in: each one must come out as `/`. */
const hostile: readonly string[] = [
  // absolute, protocol-relative and scheme URLs
  '//evil.example',
  '///evil.example',
  'https://evil.example/yourCases',
  'https:evil.example',
  'http:/evil.example',
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'evil.example',
  // dot segments that resolve to a protocol-relative path
  '/..//evil.example',
  '/.//evil.example',
  '/./..//evil.example',
  '/a/../..//evil.example',
  '/%2e%2e//evil.example',
  '/%2E%2E//evil.example',
  '/.%2e//evil.example',
  '/%2e//evil.example',
  // single and double encoded separators and dots
  '/%2f%2fevil.example',
  '/%2F/evil.example',
  '/%252e%252e//evil.example',
  '/%252f%252fevil.example',
  '/%25252f%25252fevil.example',
  '/%2e%2e%2f%2fevil.example',
  '/%5cevil.example',
  '/%255cevil.example',
  // backslashes
  '/\\evil.example',
  '\\\\evil.example',
  '/\\/evil.example',
  '\\/evil.example',
  '/..\\\\evil.example',
  // tabs, newlines and other control characters the URL parser drops
  '/\tevil',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  '/%09/evil.example',
  '/%0a/evil.example',
  '/\u0000/evil.example',
  '/\u007f/evil.example',
  '\t//evil.example',
  ' //evil.example',
  '\n/evil',
  '',
];

/** Values that are not paths at all. */
const notStrings: readonly unknown[] = [undefined, null, 42, {}, ['/news'], new URL('https://evil.example')];

const leavesOrigin = (path: string) => {
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return true;
  const url = new URL(path, origin);
  return url.origin !== origin || url.pathname.startsWith('//');
};

/** Decodes as far as it goes (at most 5 layers). */
function decodings(path: string): string[] {
  const layers = [path];
  for (let i = 0; i < 5; i += 1) {
    try {
      const next = decodeURIComponent(layers.at(-1)!);
      if (next === layers.at(-1)) break;
      layers.push(next);
    } catch {
      break;
    }
  }
  return layers;
}

describe('safeReturnPath', () => {
  it.each([
    '/yourCases/12?tab=history#comments',
    '/',
    '/news/5',
    '/cases?search=Kowalski%20i%20wsp%C3%B3lnicy&page=2',
    '/settlements?status=Paid#top',
    '/managerClientsCases/1001',
  ])('keeps the same-origin path %s', (path) => {
    expect(safeReturnPath(path, origin)).toBe(path);
  });

  it('has a corpus of at least 30 hostile vectors', () => {
    expect(hostile.length).toBeGreaterThanOrEqual(30);
  });

  it.each(hostile.map((vector) => [JSON.stringify(vector), vector]))('refuses %s and goes to /', (_, vector) => {
    const result = safeReturnPath(vector, origin);
    expect(result).toBe('/');
  });

  it.each(notStrings.map((value) => [String(value), value]))('refuses %s and goes to /', (_, value) => {
    expect(safeReturnPath(value, origin)).toBe('/');
  });

  it.each(
    [...hostile, '/a/./b/../c', '/x/%2e%2e/y', '/x?next=//evil.example', '/x#//evil.example'].map((v) => [
      JSON.stringify(v),
      v,
    ]),
  )('whatever %s is, neither the result nor any decoding of it leaves the origin', (_, vector) => {
    const result = safeReturnPath(vector, origin);
    for (const layer of decodings(result)) expect(leavesOrigin(layer), layer).toBe(false);
  });

  it('resolves harmless dot segments within the origin', () => {
    expect(safeReturnPath('/a/./b/../c', origin)).toBe('/a/c');
    expect(safeReturnPath('/x/%2e%2e/y', origin)).toBe('/y');
  });
});
