import { patchApplicationUserBodyAddressOfResidenceOnePostalCodeRegExp as postalCodePattern } from '@portal/sdk/limits/users';
import type { Address, ApplicationUser, ApplicationUserInput, ApplicationUserPatch } from '@portal/sdk/model';
import { PatchApplicationUserBody, UpdateApplicationUserEmailBody } from '@portal/sdk/zod/users';
import dayjs from 'dayjs';
import { validationMessages } from '@/copy/validation';
import { contractValidation } from '@/lib/validation';
import { profileTexts } from './texts';

/** An address as the form holds it: every part a text ('' when not given). */
export interface AddressValues {
  street: string;
  houseNumber: string;
  flatNumber: string;
  postalCode: string;
  city: string;
}

/**
 * The fields of the first-login wizard and of the profile edit form (spec 000 section 3, the registration wizard
 * draft): texts as typed, days `YYYY-MM-DD`, the profession as the select's value; the picture by its uploaded id.
 */
export interface ProfileFormValues {
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
  profileImageId: number | null;
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
type CooperationField = (typeof cooperationFields)[number];

const emptyAddress = (): AddressValues => ({ street: '', houseNumber: '', flatNumber: '', postalCode: '', city: '' });

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
export function cooperationDates(user: ApplicationUser, startDay: string, day: string) {
  return Object.fromEntries(
    cooperationFields.map((field) => {
      const stored = dayOf(user[field]);
      return [field, dateTimeOf(!stored || stored === startDay ? day : stored)];
    }),
  ) as Record<CooperationField, string>;
}

/** The cooperation dates as the user has them (days sent as the contract's date-times). */
const storedCooperationDates = (user: ApplicationUser) =>
  Object.fromEntries(
    cooperationFields.map((field) => {
      const day = dayOf(user[field]);
      return [field, day ? dateTimeOf(day) : null];
    }),
  ) as Record<CooperationField, string | null>;

/** The form filled from the user's profile; `today` is the default cooperation day. */
export function profileFormValues(user: ApplicationUser, today: string): ProfileFormValues {
  return {
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
    profileImageId: user.profileImageId ?? null,
  };
}

const addressOf = (values: AddressValues): Address => ({
  street: values.street.trim(),
  houseNumber: values.houseNumber.trim(),
  flatNumber: values.flatNumber.trim() || null,
  postalCode: values.postalCode.trim(),
  city: values.city.trim(),
});

/** The fields a user changes about themself, as the merge-patch sends them (the mailing address as it will be). */
export function profileChanges(values: ProfileFormValues, user: ApplicationUser, startDay: string) {
  const residence = addressOf(values.addressOfResidence);
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    birthDate: values.birthDate || null,
    professionId: values.professionId ? Number(values.professionId) : null,
    phoneNumber: values.phoneNumber.trim() || null,
    addressOfResidence: residence,
    isAddressDifferent: values.isAddressDifferent,
    mailingAddress: values.isAddressDifferent ? addressOf(values.mailingAddress) : { ...residence },
    ...cooperationDates(user, startDay, values.cooperationBeginDate),
    profileImageId: values.profileImageId,
  } satisfies ApplicationUserPatch;
}

/** The first-login details (/confirmDetails): the changes, marked as the filled first-login data. */
export const firstLoginPatch = (values: ProfileFormValues, user: ApplicationUser, startDay: string) =>
  ({ ...profileChanges(values, user, startDay), isFirstLoginDataFilled: true }) satisfies ApplicationUserPatch;

/**
 * The replacement of the user (/editProfile): the changes, with what only the staff changes (roles, title,
 * departments, patron, client size) sent back as the profile has it, and the e-mail (changed by its own call).
 * The cooperation dates change only when the date was changed (a profile without them keeps none).
 */
export const profileReplacement = (
  values: ProfileFormValues,
  user: ApplicationUser,
  startDay: string,
): ApplicationUserInput => ({
  ...profileChanges(values, user, startDay),
  ...(values.cooperationBeginDate === startDay && storedCooperationDates(user)),
  email: values.email.trim(),
  roles: user.roles,
  managerTitleId: user.managerTitleId ?? null,
  departmentIds: user.departments.map((department) => department.id),
  patronId: user.patronId ?? null,
  clientSize: user.clientSize ?? null,
});

const contract = contractValidation<ProfileFormValues>(PatchApplicationUserBody, (values) => ({
  ...profileChanges(values, {} as ApplicationUser, values.cooperationBeginDate),
  // what the user has not given yet is not sent: the required rules below name it
  birthDate: values.birthDate || undefined,
}));
const emailContract = contractValidation<ProfileFormValues>(UpdateApplicationUserEmailBody, (values) => ({
  email: values.email,
}));

/** A phone number: digits with spaces, dashes or brackets, an optional leading +, 9 to 15 digits. */
const PHONE = /^\+?[\d\s()-]+$/;
const phoneDigits = (phone: string) => phone.replace(/\D/g, '').length;

const ADDRESS_REQUIRED = ['street', 'houseNumber', 'postalCode', 'city'] as const;
const ADULT_YEARS = 18;
const OLDEST_BIRTH_YEAR = 1900;

/**
 * Messages per field (the form's paths, `addressOfResidence.postalCode`): the contract's rules, and the wizard's
 * own: name, phone, e-mail and the address of residence (and a different mailing address) are required; the phone
 * looks like one; the birth date, when given, is a past day of an adult; the cooperation date is given.
 */
export function profileErrors(values: ProfileFormValues, today: string): Record<string, string> {
  const errors: Record<string, string> = { ...contract(values), ...emailContract(values) } as Record<string, string>;
  const text = profileTexts.validation;
  const need = (path: string, value: string) => {
    if (!value.trim()) errors[path] = validationMessages.required;
  };
  need('firstName', values.firstName);
  need('lastName', values.lastName);
  need('email', values.email);
  need('phoneNumber', values.phoneNumber);
  if (values.phoneNumber.trim() && !errors.phoneNumber) {
    const digits = phoneDigits(values.phoneNumber);
    if (!PHONE.test(values.phoneNumber.trim()) || digits < 9 || digits > 15) errors.phoneNumber = text.phone;
  }
  const addresses = values.isAddressDifferent
    ? (['addressOfResidence', 'mailingAddress'] as const)
    : (['addressOfResidence'] as const);
  for (const name of addresses) {
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

/** The wizard's steps and the fields each holds (a field path belongs to the step of its first part). */
export const wizardSteps = [
  { key: 'personal', fields: ['firstName', 'lastName', 'birthDate', 'professionId', 'phoneNumber', 'email'] },
  { key: 'address', fields: ['addressOfResidence', 'isAddressDifferent', 'mailingAddress'] },
  { key: 'cooperation', fields: ['cooperationBeginDate'] },
  { key: 'picture', fields: ['profileImageId'] },
] as const;

/** The step a field path is on (the last step for anything else: what the server names that the form has not). */
export const stepOfField = (path: string) => {
  const root = path.split('.')[0];
  const index = wizardSteps.findIndex((step) => (step.fields as readonly string[]).includes(root));
  return index < 0 ? wizardSteps.length - 1 : index;
};

/** The errors of one step. */
export const stepErrors = (errors: Record<string, string>, step: number) =>
  Object.fromEntries(Object.entries(errors).filter(([path]) => stepOfField(path) === step));

/** Every field path of the form, for the server's messages (`addressOfResidence.postalCode` …). */
export const profileFieldPaths = [
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
  'profileImageId',
  ...cooperationFields,
] as const;

/** A server message about a cooperation date is shown under the one date field. */
export const formPathOf = (path: string) =>
  (cooperationFields as readonly string[]).includes(path) ? 'cooperationBeginDate' : path;
