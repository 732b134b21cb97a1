import { describe, expect, it } from 'vitest';
import { isValidKrs, isValidNip, isValidRegon, normalNip } from './registry-numbers';

describe('registry numbers', () => {
  it('a NIP holds with its check digit, dashes and spaces allowed', () => {
    expect(normalNip('525-248-10-07')).toBe('5252481007');
    expect(isValidNip('5252481007')).toBe(true);
    expect(isValidNip('5252481008')).toBe(false);
    expect(isValidNip('525248100')).toBe(false);
    // the check sum is 10: no digit can be right
    expect(isValidNip('1234567890')).toBe(false);
  });

  it('a REGON has 9 or 14 digits, each form with its check digit', () => {
    expect(isValidRegon('146251000')).toBe(true);
    expect(isValidRegon('146251001')).toBe(false);
    expect(isValidRegon('12345678512347')).toBe(true);
    expect(isValidRegon('12345678512348')).toBe(false);
    expect(isValidRegon('1462510')).toBe(false);
  });

  it('a KRS is ten digits', () => {
    expect(isValidKrs('0000123456')).toBe(true);
    expect(isValidKrs('000012345')).toBe(false);
  });
});
