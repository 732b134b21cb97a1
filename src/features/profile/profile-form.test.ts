import type { ApplicationUser } from '@portal/sdk/model';
import { describe, expect, it } from 'vitest';
import { createSeed } from '@/mocks/db/seed';
import { ids } from '@/mocks/db/seed-ids';
import {
  cooperationDates,
  cooperationDayOf,
  profileErrors,
  profileFormValues,
  profileReplacement,
  stepErrors,
  stepOfField,
} from './profile-form';

const today = '2026-11-20';
const user = (): ApplicationUser => structuredClone(createSeed().users.find((u) => u.id === ids.person.client)!);

describe('the profile form', () => {
  it('starts from the profile; the cooperation day is the earliest the user has, else today', () => {
    const values = profileFormValues(user(), today);
    expect(values).toMatchObject({
      firstName: 'Anna',
      email: 'anna.kowalska@example.pl',
      addressOfResidence: { postalCode: '00-514' },
      cooperationBeginDate: '2026-09-01',
      profileImageId: null,
    });
    expect(
      cooperationDayOf({ ...user(), accountingCooperationBeginDate: null, lawCooperationBeginDate: null }, today),
    ).toBe(today);
  });

  it('gives the picked cooperation day to the products without a date and those that had the starting day', () => {
    const dates = cooperationDates(user(), '2026-09-01', '2026-10-05');
    expect(dates).toEqual({
      accountingCooperationBeginDate: '2026-10-05T00:00:00Z',
      lawCooperationBeginDate: '2026-09-15T00:00:00Z',
      marketingCooperationBeginDate: '2026-10-05T00:00:00Z',
      recruitmentCooperationBeginDate: '2026-10-05T00:00:00Z',
      investmentCooperationBeginDate: '2026-10-05T00:00:00Z',
      subscriptionCooperationBeginDate: '2026-10-05T00:00:00Z',
    });
  });

  it('the replacement sends back what only the staff changes, as the profile has it', () => {
    const manager = structuredClone(createSeed().users.find((u) => u.id === ids.person.manager)!);
    const body = profileReplacement(profileFormValues(manager, today), manager, today);
    expect(body).toMatchObject({ roles: ['Manager'], managerTitleId: 1, departmentIds: [1, 2], email: manager.email });
    expect(body.mailingAddress).toEqual(body.addressOfResidence);
    // the date untouched: the cooperation dates stay as they are (none for this manager)
    expect(body.accountingCooperationBeginDate).toBeNull();
    const changed = profileReplacement(
      { ...profileFormValues(manager, today), cooperationBeginDate: '2026-10-01' },
      manager,
      today,
    );
    expect(changed.accountingCooperationBeginDate).toBe('2026-10-01T00:00:00Z');
  });

  it('requires the name, phone, e-mail and address; a different mailing address needs its own', () => {
    const values = {
      ...profileFormValues(user(), today),
      firstName: ' ',
      email: 'nie-adres',
      addressOfResidence: { street: '', houseNumber: '1', flatNumber: '', postalCode: '00514', city: 'Łódź' },
      isAddressDifferent: true,
    };
    expect(profileErrors(values, today)).toEqual({
      firstName: 'To pole jest wymagane',
      email: 'Podaj poprawny adres e-mail',
      'addressOfResidence.street': 'To pole jest wymagane',
      'addressOfResidence.postalCode': 'Podaj kod pocztowy w formacie NN-NNN, np. 00-950',
      'mailingAddress.street': 'To pole jest wymagane',
      'mailingAddress.houseNumber': 'To pole jest wymagane',
      'mailingAddress.postalCode': 'To pole jest wymagane',
      'mailingAddress.city': 'To pole jest wymagane',
    });
  });

  it('the birth date, when given, is a past day of an adult; the phone has 9 to 15 digits', () => {
    const errors = (birthDate: string, phoneNumber = '+48 601 234 567') =>
      profileErrors({ ...profileFormValues(user(), today), birthDate, phoneNumber }, today);
    expect(errors('2026-11-21').birthDate).toBe('Data urodzenia nie może być z przyszłości');
    expect(errors('2008-11-21').birthDate).toBe('Konto może założyć osoba pełnoletnia (co najmniej 18 lat)');
    expect(errors('2008-11-20').birthDate).toBeUndefined();
    expect(errors('1899-12-31').birthDate).toBe('Sprawdź rok urodzenia');
    expect(errors('').birthDate).toBeUndefined();
    expect(errors('', '601 234').phoneNumber).toBe('Podaj numer telefonu, np. +48 600 100 200');
    expect(errors('', 'tel. 601234567').phoneNumber).toBe('Podaj numer telefonu, np. +48 600 100 200');
    expect(errors('', '(22) 601-23-45').phoneNumber).toBeUndefined();
  });

  it('groups the messages by the step that shows their field', () => {
    expect(stepOfField('mailingAddress.city')).toBe(1);
    expect(stepOfField('cooperationBeginDate')).toBe(2);
    expect(stepOfField('file')).toBe(3);
    expect(stepErrors({ firstName: 'a', 'addressOfResidence.city': 'b' }, 1)).toEqual({
      'addressOfResidence.city': 'b',
    });
  });
});
