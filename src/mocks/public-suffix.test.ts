import { getDomain as fullList } from 'tldts';
import { describe, expect, it } from 'vitest';
import { getDomain } from './public-suffix';

describe("the demo's stand-in for the public suffix list", () => {
  it.each(['localhost', '127.0.0.1', '::1', 'portal.example.pl', 'demo.portal-klienta.pl', 'example.com'])(
    'agrees with tldts on the hosts a demo runs on: %s',
    (host) => {
      expect(getDomain(host)).toBe(fullList(host, { allowIcannDomains: true, allowPrivateDomains: true }));
    },
  );

  it('has no domain for an IP address, a single label or an empty label', () => {
    expect([getDomain('10.0.0.1'), getDomain('portal'), getDomain('a..pl')]).toEqual([null, null, null]);
  });
});
