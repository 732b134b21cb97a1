import type { ApplicationUser } from '@portal/sdk/model';
import { describe, expect, it } from 'vitest';
import { createSeed } from '@/mocks/db/seed';
import { ids } from '@/mocks/db/seed-ids';
import { roleOfSlug, roleSlugs } from './role-slugs';
import { userBody, userFormValidation, userFormValues, type UserFormContext } from './user-form';

const today = '2026-11-20';
const seeded = (id: number): ApplicationUser => structuredClone(createSeed().users.find((u) => u.id === id)!);

describe('the user form', () => {
  it('a new user: the e-mail typed, the fixed roles, every product cooperating from the day picked', () => {
    const context: UserFormContext = { admin: false, roles: ['Client'], today };
    const values = { ...userFormValues(context), firstName: ' Ewa ', lastName: 'Nowa', email: ' ewa@example.pl ' };
    const body = userBody(values, context, today);
    expect(body).toMatchObject({
      firstName: 'Ewa',
      email: 'ewa@example.pl',
      roles: ['Client'],
      patronId: null,
      departmentIds: [],
      // an address left empty is none: the person gives it at the first sign-in
      addressOfResidence: null,
      mailingAddress: null,
      accountingCooperationBeginDate: '2026-11-20T00:00:00Z',
      subscriptionCooperationBeginDate: '2026-11-20T00:00:00Z',
    });
    expect(userFormValidation(context)(values)).toEqual({});
  });

  it('an edit by the staff sends back what only the administrator gives, the e-mail and the picture', () => {
    const user = { ...seeded(ids.person.client), profileImageId: 7 };
    const context: UserFormContext = { admin: false, user, today };
    const values = {
      ...userFormValues(context),
      roles: ['Admin' as const],
      patronId: null,
      phoneNumber: '+48 600 000 000',
    };
    expect(userBody(values, context, values.cooperationBeginDate)).toMatchObject({
      email: user.email,
      roles: user.roles,
      patronId: user.patronId,
      clientSize: user.clientSize,
      profileImageId: 7,
      phoneNumber: '+48 600 000 000',
      // a product without a date stays without one when the date was not changed
      investmentCooperationBeginDate: null,
    });
  });

  it('the administrator’s fields the roles do not show are cleared; roles in the spec’s order', () => {
    const user = seeded(ids.person.client);
    const context: UserFormContext = { admin: true, user, today };
    const values = { ...userFormValues(context), roles: ['Manager' as const, 'Client' as const], managerTitleId: '1' };
    expect(userBody(values, context, values.cooperationBeginDate)).toMatchObject({
      roles: ['Client', 'Manager'],
      managerTitleId: 1,
      patronId: user.patronId,
    });
    const staff = { ...values, roles: ['Ambassador' as const] };
    expect(userBody(staff, context, values.cooperationBeginDate)).toMatchObject({
      managerTitleId: null,
      patronId: null,
      clientSize: null,
    });
    expect(userFormValidation(context)({ ...values, roles: [] })).toEqual({
      roles: 'Wybierz co najmniej jedną pozycję',
    });
  });

  it('the paths’ role names: each role one slug, and back', () => {
    for (const [role, slug] of Object.entries(roleSlugs)) expect(roleOfSlug(slug)).toBe(role);
    expect(roleOfSlug('ekspert-właściciel')).toBeUndefined();
  });
});
