// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { ids } from '../../mocks/db/seed-ids';
import { resolveImpersonatedUserId, resolveOrganisationId } from './organisation';

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
});

describe('resolveImpersonatedUserId', () => {
  it('saves the query parameter to session storage and keeps it afterwards', () => {
    expect(resolveImpersonatedUserId('?impersonatedUserId=42')).toBe('42');
    expect(resolveImpersonatedUserId('')).toBe('42');
    expect(localStorage.getItem('impersonatedUserId')).toBeNull();
  });

  it('is null without impersonation', () => {
    expect(resolveImpersonatedUserId('')).toBeNull();
  });
});
