import { describe, expect, it } from 'vitest';
import { ids } from '@/mocks/db/seed-ids';
import { effectiveRoles, isManagerial, roleOrder } from './roles';

const user = {
  roles: ['Admin', 'Client'] as const,
  organisations: [{ organisationId: ids.organisation.partner, name: 'Partner', roles: ['Manager'] as const }],
};

describe('effectiveRoles', () => {
  it('takes the profile roles without an organisation, ordered', () => {
    expect(effectiveRoles({ ...user, roles: [...user.roles], organisations: [] }, 0)).toEqual(['Client', 'Admin']);
  });

  it('takes the membership roles in the selected organisation and always adds a global Admin', () => {
    expect(
      effectiveRoles(
        { roles: [...user.roles], organisations: [{ ...user.organisations[0], roles: ['Manager'] }] },
        ids.organisation.partner,
      ),
    ).toEqual(['Manager', 'Admin']);
  });

  it('has no roles without a user, or in an organisation the user is not a member of (non-admin)', () => {
    expect(effectiveRoles(null, 0)).toEqual([]);
    expect(effectiveRoles({ roles: ['Client'], organisations: [] }, 5)).toEqual([]);
  });

  it('orders and classifies roles as the spec does', () => {
    expect(
      Object.entries(roleOrder)
        .sort((a, b) => a[1] - b[1])
        .map(([role]) => role),
    ).toEqual(['Client', 'Patron', 'Manager', 'Ambassador', 'ExpertEmployee', 'ExpertOwner', 'Admin']);
    expect(isManagerial(['Manager'])).toBe(true);
    expect(isManagerial(['ExpertOwner', 'Patron'])).toBe(false);
  });
});
