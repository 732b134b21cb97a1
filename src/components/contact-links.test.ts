import { describe, expect, it } from 'vitest';
import { mailtoHref, telHref, webHref } from './contact-links';

describe('contact links', () => {
  it('a phone link keeps only the digits and the plus', () => {
    expect(telHref('+48 22 390-44-00')).toBe('tel:+48223904400');
  });

  it('an e-mail link is encoded, so an address cannot add a subject or recipients', () => {
    expect(mailtoHref(' anna.kowalska@example.pl ')).toBe('mailto:anna.kowalska@example.pl');
    expect(mailtoHref('a@b.pl?cc=x@y.pl&subject=hi')).toBe('mailto:a@b.pl%3Fcc%3Dx@y.pl%26subject%3Dhi');
  });

  it('an address from the API links only to a web page', () => {
    expect(webHref(' https://meet.example.pl/portal-1002 ')).toBe('https://meet.example.pl/portal-1002');
    expect(webHref('javascript:alert(1)')).toBeUndefined();
    expect(webHref('data:text/html,<script>alert(1)</script>')).toBeUndefined();
    expect(webHref('meet.example.pl')).toBeUndefined();
  });
});
