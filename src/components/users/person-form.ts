import { patchApplicationUserBodyAddressOfResidenceOnePostalCodeRegExp as postalCodePattern } from '@portal/sdk/limits/users';
import type { Address, ApplicationUser } from '@portal/sdk/model';
import dayjs from 'dayjs';
import { validationMessages } from '@/copy/validation';
import { personFieldTexts } from './texts';

// The person fields shared by the profile forms (/confirmDetails, /editProfile) and the user forms of the staff
// (/users/create, /managerClients/create …): values, what they send, and their own rules.

/** An address as the form holds it: every part a text ('' when not given). */
export interface AddressValues {
  street: string;
  houseNumber: string;
  flatNumber: string;
  postalCode: string;
  city: string;
}

/**
 * A person's fields (spec 000 section 3, the registration wizard draft): texts as typed, days `YYYY-MM-DD`, the
 * profession as the select's value.
 */
export interface PersonFormValues {
  firstName: string;
  lastName: string;
  birthDate: string;
  professionId: string | null;
  phoneNumber: string;
  email: string;
  addressOfResidence: AddressValues;
  isAddressDifferent: boolean;
  mailingAddress: AddressValues;
  cooperationBeginDate: string;
}

/** The `{product}CooperationBeginDate` fields of the contract (openapi/schemas/users.yaml). */
export const cooperationFields = [
  'accountingCooperationBeginDate',
  'lawCooperationBeginDate',
  'marketingCooperationBeginDate',
  'recruitmentCooperationBeginDate',
  'investmentCooperationBeginDate',
  'subscriptionCooperationBeginDate',
] as const;
export type CooperationField = (typeof cooperationFields)[number];

export const emptyAddress = (): AddressValues => ({
  street: '',
  houseNumber: '',
  flatNumber: '',
  postalCode: '',
  city: '',
});

const addressValues = (address: Address | null | undefined): AddressValues => ({
  street: address?.street ?? '',
  houseNumber: address?.houseNumber ?? '',
  flatNumber: address?.flatNumber ?? '',
  postalCode: address?.postalCode ?? '',
  city: address?.city ?? '',
});

/** A day of a date or date-time the API sends. */
const dayOf = (value: string | null | undefined) => (value ? value.slice(0, 10) : undefined);

/** The date-time the contract names a day by (the day's start, UTC). */
const dateTimeOf = (day: string) => `${day}T00:00:00Z`;

/** The one cooperation date the form shows: the earliest the user has, else `today` (spec 000: defaults to now). */
export function cooperationDayOf(user: ApplicationUser, today: string): string {
  const days = cooperationFields.map((field) => dayOf(user[field])).filter((day): day is string => !!day);
  return days.sort()[0] ?? today;
}

/**
 * The cooperation dates to send: the day picked goes to every product without a date and to those that had the day
 * the form started with; a product the staff dated differently keeps its date.
 */
export function cooperationDates(user: Partial<ApplicationUser>, startDay: string, day: string) {
  return Object.fromEntries(
    cooperationFields.map((field) => {
      const stored = dayOf(user[field]);
      return [field, dateTimeOf(!stored || stored === startDay ? day : stored)];
    }),
  ) as Record<CooperationField, string>;
}

/** The cooperation dates as the user has them (days sent as the contract's date-times). */
export const storedCooperationDates = (user: ApplicationUser) =>
  Object.fromEntries(
    cooperationFields.map((field) => {
      const day = dayOf(user[field]);
      return [field, day ? dateTimeOf(day) : null];
    }),
  ) as Record<CooperationField, string | null>;

/**
 * What only the staff gives a user (roles, title, departments, patron, client size) as the user has it: a form that
 * does not change it sends it back (the save replaces the user).
 */
export const staffGivenOf = (user: ApplicationUser) => ({
  roles: user.roles,
  managerTitleId: user.managerTitleId ?? null,
  departmentIds: user.departments.map((department) => department.id),
  patronId: user.patronId ?? null,
  clientSize: user.clientSize ?? null,
});

/** The person fields of a new person: empty, cooperating from `today`. */
export const emptyPersonValues = (today: string): PersonFormValues => ({
  firstName: '',
  lastName: '',
  birthDate: '',
  professionId: null,
  phoneNumber: '',
  email: '',
  addressOfResidence: emptyAddress(),
  isAddressDifferent: false,
  mailingAddress: emptyAddress(),
  cooperationBeginDate: today,
});

/** The person fields filled from the user; `today` is the default cooperation day. */
export const personFormValues = (user: ApplicationUser, today: string): PersonFormValues => ({
  firstName: user.firstName,
  lastName: user.lastName,
  birthDate: dayOf(user.birthDate) ?? '',
  professionId: user.professionId ? String(user.professionId) : null,
  phoneNumber: user.phoneNumber ?? '',
  email: user.email,
  addressOfResidence: addressValues(user.addressOfResidence),
  isAddressDifferent: user.isAddressDifferent,
  mailingAddress: user.isAddressDifferent ? addressValues(user.mailingAddress) : emptyAddress(),
  cooperationBeginDate: cooperationDayOf(user, today),
});

const addressOf = (values: AddressValues): Address => ({
  street: values.street.trim(),
  houseNumber: values.houseNumber.trim(),
  flatNumber: values.flatNumber.trim() || null,
  postalCode: values.postalCode.trim(),
  city: values.city.trim(),
});

const isBlank = (values: AddressValues) => Object.values(values).every((part) => !part.trim());

/**
 * The person fields as the API takes them (the mailing address as it will be). An address left wholly empty is
 * sent as none (the staff's forms may leave it to the person).
 */
export function personChanges(values: PersonFormValues, user: Partial<ApplicationUser>, startDay: string) {
  const residence = isBlank(values.addressOfResidence) ? null : addressOf(values.addressOfResidence);
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    birthDate: values.birthDate || null,
    professionId: values.professionId ? Number(values.professionId) : null,
    phoneNumber: values.phoneNumber.trim() || null,
    addressOfResidence: residence,
    isAddressDifferent: values.isAddressDifferent,
    mailingAddress: values.isAddressDifferent ? addressOf(values.mailingAddress) : residence && { ...residence },
    ...cooperationDates(user, startDay, values.cooperationBeginDate),
  };
}

/** A phone number: digits with spaces, dashes or brackets, an optional leading +, 9 to 15 digits. */
const PHONE = /^\+?[\d\s()-]+$/;
const phoneDigits = (phone: string) => phone.replace(/\D/g, '').length;

const ADDRESS_REQUIRED = ['street', 'houseNumber', 'postalCode', 'city'] as const;
const ADULT_YEARS = 18;
const OLDEST_BIRTH_YEAR = 1900;

export interface PersonRules {
  /**
   * The phone and the address of residence are required (the person's own forms); otherwise they may be left
   * empty for the person to fill at the first sign-in, and an address once begun is completed.
   */
  contactRequired: boolean;
}

/**
 * The form's own rules over the contract's, per field path (`addressOfResidence.postalCode`): name and e-mail
 * required (phone and address as `rules` say, a different mailing address always); the phone looks like one; a
 * postal code is NN-NNN; the birth date, when given, is a past day of an adult; the cooperation date is given.
 * `errors` are the contract's messages, which these complete.
 */
export function personErrors(
  values: PersonFormValues,
  today: string,
  { contactRequired }: PersonRules,
  errors: Record<string, string> = {},
): Record<string, string> {
  const text = personFieldTexts.validation;
  const need = (path: string, value: string) => {
    if (!value.trim()) errors[path] = validationMessages.required;
  };
  need('firstName', values.firstName);
  need('lastName', values.lastName);
  need('email', values.email);
  if (contactRequired) need('phoneNumber', values.phoneNumber);
  if (values.phoneNumber.trim() && !errors.phoneNumber) {
    const digits = phoneDigits(values.phoneNumber);
    if (!PHONE.test(values.phoneNumber.trim()) || digits < 9 || digits > 15) errors.phoneNumber = text.phone;
  }
  const addresses = values.isAddressDifferent
    ? (['addressOfResidence', 'mailingAddress'] as const)
    : (['addressOfResidence'] as const);
  for (const name of addresses) {
    if (name === 'addressOfResidence' && !contactRequired && isBlank(values[name])) continue;
    for (const part of ADDRESS_REQUIRED) need(`${name}.${part}`, values[name][part]);
    const postalCode = values[name].postalCode.trim();
    if (postalCode && !postalCodePattern.test(postalCode)) errors[`${name}.postalCode`] = text.postalCode;
  }
  if (!values.isAddressDifferent)
    for (const path of Object.keys(errors)) if (path.startsWith('mailingAddress.')) delete errors[path];
  if (values.birthDate && !errors.birthDate) {
    const birth = dayjs(values.birthDate);
    if (values.birthDate > today) errors.birthDate = text.birthInFuture;
    else if (birth.year() < OLDEST_BIRTH_YEAR) errors.birthDate = text.birthTooEarly;
    else if (birth.add(ADULT_YEARS, 'year').format('YYYY-MM-DD') > today) errors.birthDate = text.adult;
  }
  need('cooperationBeginDate', values.cooperationBeginDate);
  return errors;
}

/** The latest birth date of an adult on `today` (the date picker's last day). */
export const latestAdultBirthDate = (today: string) => dayjs(today).subtract(ADULT_YEARS, 'year').toDate();

/** Every field path of the person fields, for the server's messages (`addressOfResidence.postalCode` …). */
export const personFieldPaths = [
  'firstName',
  'lastName',
  'birthDate',
  'professionId',
  'phoneNumber',
  'email',
  ...(['addressOfResidence', 'mailingAddress'] as const).flatMap((name) =>
    ['street', 'houseNumber', 'flatNumber', 'postalCode', 'city'].map((part) => `${name}.${part}`),
  ),
  'addressOfResidence',
  'mailingAddress',
  'isAddressDifferent',
  ...cooperationFields,
] as const;

/** A server message about a cooperation date is shown under the one date field. */
export const formPathOf = (path: string) =>
  (cooperationFields as readonly string[]).includes(path) ? 'cooperationBeginDate' : path;
