import { describe, expect, it } from 'vitest';
import { mailtoHref, telHref } from './contact-links';

describe('contact links', () => {
  it('a phone link keeps only the digits and the plus', () => {
    expect(telHref('+48 22 390-44-00')).toBe('tel:+48223904400');
  });

  it('an e-mail link is encoded, so an address cannot add a subject or recipients', () => {
    expect(mailtoHref(' anna.kowalska@example.pl ')).toBe('mailto:anna.kowalska@example.pl');
    expect(mailtoHref('a@b.pl?cc=x@y.pl&subject=hi')).toBe('mailto:a@b.pl%3Fcc%3Dx@y.pl%26subject%3Dhi');
  });
});
