import type { ApplicationUser, ApplicationUserInput, ApplicationUserPatch } from '@portal/sdk/model';
import { PatchApplicationUserBody, UpdateApplicationUserEmailBody } from '@portal/sdk/zod/users';
import {
  personChanges,
  personErrors,
  personFieldPaths,
  personFormValues,
  staffGivenOf,
  storedCooperationDates,
  type PersonFormValues,
} from '@/components/users/person-form';
import { contractValidation } from '@/lib/validation';

export { cooperationDates, cooperationDayOf, formPathOf } from '@/components/users/person-form';

/**
 * The fields of the first-login wizard and of the profile edit form (spec 000 section 3, the registration wizard
 * draft): the person fields, and the picture by its uploaded id.
 */
export interface ProfileFormValues extends PersonFormValues {
  profileImageId: number | null;
}

/** The form filled from the user's profile; `today` is the default cooperation day. */
export const profileFormValues = (user: ApplicationUser, today: string): ProfileFormValues => ({
  ...personFormValues(user, today),
  profileImageId: user.profileImageId ?? null,
});

/** The fields a user changes about themself, as the merge-patch sends them (the mailing address as it will be). */
export const profileChanges = (values: ProfileFormValues, user: ApplicationUser, startDay: string) =>
  ({
    ...personChanges(values, user, startDay),
    profileImageId: values.profileImageId,
  }) satisfies ApplicationUserPatch;

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
  ...staffGivenOf(user),
});

const contract = contractValidation<ProfileFormValues>(PatchApplicationUserBody, (values) => ({
  ...profileChanges(values, {} as ApplicationUser, values.cooperationBeginDate),
  // what the user has not given yet is not sent: the required rules below name it
  birthDate: values.birthDate || undefined,
}));
const emailContract = contractValidation<ProfileFormValues>(UpdateApplicationUserEmailBody, (values) => ({
  email: values.email,
}));

/**
 * Messages per field (the form's paths, `addressOfResidence.postalCode`): the contract's rules, and the wizard's
 * own: name, phone, e-mail and the address of residence (and a different mailing address) are required; the phone
 * looks like one; the birth date, when given, is a past day of an adult; the cooperation date is given.
 */
export const profileErrors = (values: ProfileFormValues, today: string): Record<string, string> =>
  personErrors(values, today, { contactRequired: true }, {
    ...contract(values),
    ...emailContract(values),
  } as Record<string, string>);

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
export const profileFieldPaths = [...personFieldPaths, 'profileImageId'] as const;
