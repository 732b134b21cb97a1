import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './return-path';

const origin = 'https://portal.example.pl';

describe('safeReturnPath', () => {
  it.each(['/yourCases/12?tab=history#comments', '/', '/news/5'])('keeps the same-origin path %s', (path) => {
    expect(safeReturnPath(path, origin)).toBe(path);
  });

  it.each([
    '//evil.example',
    '/\\evil.example',
    'https:evil.example',
    'javascript:alert(1)',
    'https://evil.example/yourCases',
    '/\tevil',
    '',
    undefined,
    42,
  ])('refuses %s and goes to /', (candidate) => {
    expect(safeReturnPath(candidate, origin)).toBe('/');
  });
});
