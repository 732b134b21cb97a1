// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { ids } from '@/mocks/db/seed-ids';
import { endImpersonation, resolveImpersonatedUserId, resolveOrganisationId } from './organisation';

describe('resolveOrganisationId', () => {
  it('takes the query parameter first and stores it in both storages', () => {
    sessionStorage.setItem('organisationId', '5');
    localStorage.setItem('organisationId', '6');
    const partner = ids.organisation.partner;
    expect(resolveOrganisationId(`?organisationId=${partner}`)).toBe(partner);
    expect(sessionStorage.getItem('organisationId')).toBe(String(partner));
    expect(localStorage.getItem('organisationId')).toBe(String(partner));
  });

  it('else session storage', () => {
    sessionStorage.setItem('organisationId', '5');
    localStorage.setItem('organisationId', '6');
    expect(resolveOrganisationId('')).toBe(5);
    expect(localStorage.getItem('organisationId')).toBe('5');
  });

  it('else local storage', () => {
    localStorage.setItem('organisationId', '6');
    expect(resolveOrganisationId('?other=1')).toBe(6);
    expect(sessionStorage.getItem('organisationId')).toBe('6');
  });

  it('else 0, stored in both', () => {
    expect(resolveOrganisationId('')).toBe(0);
    expect(sessionStorage.getItem('organisationId')).toBe('0');
    expect(localStorage.getItem('organisationId')).toBe('0');
  });

  it('ignores a value that is not an id', () => {
    sessionStorage.setItem('organisationId', '7');
    expect(resolveOrganisationId('?organisationId=abc')).toBe(7);
  });

  const notIds = [
    '1e3',
    '0x10',
    '0b11',
    '0o7',
    '+5',
    '-1',
    '1.0',
    '1.5',
    ' 5',
    '5 ',
    '5\n',
    'Infinity',
    'NaN',
    '',
    ' ',
    '１２',
    '9'.repeat(20),
    '12abc',
    '1_000',
  ];

  it.each(notIds.map((value) => [JSON.stringify(value), value]))(
    'only plain non-negative integers are ids: %s is ignored wherever it comes from',
    (_, value) => {
      sessionStorage.setItem('organisationId', '7');
      expect(resolveOrganisationId(`?organisationId=${encodeURIComponent(value)}`)).toBe(7);
      sessionStorage.setItem('organisationId', value);
      localStorage.setItem('organisationId', '6');
      expect(resolveOrganisationId('')).toBe(6);
      sessionStorage.setItem('organisationId', value);
      localStorage.setItem('organisationId', value);
      expect(resolveOrganisationId('')).toBe(0);
    },
  );

  it('plain digits are ids, 0 included', () => {
    expect(resolveOrganisationId('?organisationId=0')).toBe(0);
    expect(resolveOrganisationId('?organisationId=20020')).toBe(20020);
  });
});

describe('resolveImpersonatedUserId', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));
  const at = (address: string) => window.history.replaceState({ kept: true }, '', address);
  const address = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

  it('saves the query parameter to session storage, removes it from the address and keeps it afterwards', () => {
    at('/yourCases?tab=history&impersonatedUserId=42#top');
    expect(resolveImpersonatedUserId()).toBe(42);
    expect(address()).toBe('/yourCases?tab=history#top');
    expect(window.history.state).toEqual({ kept: true });
    expect(resolveImpersonatedUserId()).toBe(42);
    expect(sessionStorage.getItem('impersonatedUserId')).toBe('42');
    expect(localStorage.getItem('impersonatedUserId')).toBeNull();
  });

  it('leaves the rest of the address as it was written', () => {
    at('/cases?search=a%20b&impersonatedUserId=42&page=2');
    resolveImpersonatedUserId();
    expect(address()).toBe('/cases?search=a%20b&page=2');
    at('/?impersonatedUserId=42');
    resolveImpersonatedUserId();
    expect(address()).toBe('/');
  });

  it('is null without impersonation', () => {
    expect(resolveImpersonatedUserId()).toBeNull();
  });

  const notUserIds = ['ż', 'abc', '1e3', '0x10', '-1', '1.5', ' 5', '', '0', '9'.repeat(20), '42abc', '42;drop'];

  it.each(notUserIds.map((value) => [JSON.stringify(value), value]))(
    'digits only: %s in the address is ignored and removed from it',
    (_, value) => {
      at(`/news?impersonatedUserId=${encodeURIComponent(value)}`);
      expect(resolveImpersonatedUserId()).toBeNull();
      expect(address()).toBe('/news');
      expect(sessionStorage.getItem('impersonatedUserId')).toBeNull();
    },
  );

  it.each(notUserIds.map((value) => [JSON.stringify(value), value]))(
    'digits only: %s in session storage is ignored and removed from it',
    (_, value) => {
      sessionStorage.setItem('impersonatedUserId', value);
      expect(resolveImpersonatedUserId()).toBeNull();
      expect(sessionStorage.getItem('impersonatedUserId')).toBeNull();
    },
  );

  it('a value that is not an id does not end the impersonation in force', () => {
    sessionStorage.setItem('impersonatedUserId', '42');
    at('/?impersonatedUserId=abc');
    expect(resolveImpersonatedUserId()).toBe(42);
    expect(address()).toBe('/');
  });

  it('endImpersonation forgets it', () => {
    at('/?impersonatedUserId=42');
    expect(resolveImpersonatedUserId()).toBe(42);
    endImpersonation();
    expect(resolveImpersonatedUserId()).toBeNull();
    expect(sessionStorage.getItem('impersonatedUserId')).toBeNull();
  });
});
