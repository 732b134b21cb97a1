import type { ApplicationUser, ApplicationUserInput, ClientSize, UserRole } from '@portal/sdk/model';
import { CreateApplicationUserBody, UpdateApplicationUserBody } from '@portal/sdk/zod/users';
import {
  emptyPersonValues,
  formPathOf,
  personChanges,
  personErrors,
  personFieldPaths,
  personFormValues,
  staffGivenOf,
  storedCooperationDates,
  type PersonFormValues,
} from '@/components/users/person-form';
import { mutationErrorText } from '@/components/MutationError';
import { errorStatus } from '@/lib/http/configure-http';
import { nestedFieldKey, serverFieldErrors } from '@/lib/server-errors';
import { contractValidation } from '@/lib/validation';
import { rolesInOrder } from './role-slugs';
import { userFormTexts } from './texts';

/** The user form: the person fields, and what the administrator gives (roles, title, departments, patron, size). */
export interface UserFormValues extends PersonFormValues {
  roles: UserRole[];
  managerTitleId: string | null;
  departmentIds: string[];
  patronId: string | null;
  clientSize: ClientSize | null;
}

/**
 * Who fills the form, and for whom: `admin` gives roles, title, departments, patron and client size (unless
 * `roles` fixes the roles); anybody else fills the person fields of a user whose roles are `roles` (a manager's or
 * patron's client, an expert owner's employee) and whose other staff-given fields stay as they are. `user` is the
 * user edited (none: a new one).
 */
export interface UserFormContext {
  admin: boolean;
  roles?: readonly UserRole[];
  user?: ApplicationUser;
  /** The day the form opened: the default cooperation day. */
  today: string;
}

const inOrder = (roles: readonly UserRole[]) => rolesInOrder.filter((role) => roles.includes(role));

/** The form's start: the user's data, or an empty form with the fixed roles, cooperating from today. */
export function userFormValues({ user, roles, today }: UserFormContext): UserFormValues {
  if (!user)
    return {
      ...emptyPersonValues(today),
      roles: inOrder(roles ?? []),
      managerTitleId: null,
      departmentIds: [],
      patronId: null,
      clientSize: null,
    };
  return {
    ...personFormValues(user, today),
    roles: inOrder(roles ?? user.roles),
    managerTitleId: user.managerTitleId ? String(user.managerTitleId) : null,
    departmentIds: user.departments.map((department) => String(department.id)),
    patronId: user.patronId ? String(user.patronId) : null,
    clientSize: user.clientSize ?? null,
  };
}

/** The title shows for a manager; the patron and the client size for a client. */
export const showsTitle = (roles: readonly UserRole[]) => roles.includes('Manager');
export const showsClientFields = (roles: readonly UserRole[]) => roles.includes('Client');

/** What the administrator gives, as sent: a field the roles do not show is cleared. */
function staffGiven(values: UserFormValues) {
  return {
    roles: inOrder(values.roles),
    managerTitleId: showsTitle(values.roles) && values.managerTitleId ? Number(values.managerTitleId) : null,
    departmentIds: values.departmentIds.map(Number),
    patronId: showsClientFields(values.roles) && values.patronId ? Number(values.patronId) : null,
    clientSize: showsClientFields(values.roles) ? values.clientSize : null,
  };
}

/**
 * The body of the save: a new user (the e-mail typed), or the replacement of the user (the e-mail as it is: it
 * changes by its own call; the picture and the dates of products dated otherwise kept). `startDay` is the
 * cooperation day the form started with.
 */
export function userBody(values: UserFormValues, context: UserFormContext, startDay: string): ApplicationUserInput {
  const { user, admin, roles } = context;
  const given = admin
    ? staffGiven(values)
    : user
      ? staffGivenOf(user)
      : { roles: [...(roles ?? [])], managerTitleId: null, departmentIds: [], patronId: null, clientSize: null };
  return {
    ...personChanges(values, user ?? {}, startDay),
    ...(user && values.cooperationBeginDate === startDay && storedCooperationDates(user)),
    email: user ? user.email : values.email.trim(),
    profileImageId: user?.profileImageId ?? null,
    ...given,
  };
}

/**
 * The form's `validate`: the contract's rules of the body (`CreateApplicationUserBody` or
 * `UpdateApplicationUserBody`) and the person fields' own; the phone and the address may wait for the person.
 */
export function userFormValidation(context: UserFormContext) {
  const contract = contractValidation<UserFormValues>(
    context.user ? UpdateApplicationUserBody : CreateApplicationUserBody,
    (values) => ({
      ...userBody(values, context, values.cooperationBeginDate),
      // what is not given yet is not sent: the required rules name it
      birthDate: values.birthDate || undefined,
    }),
  );
  return (values: UserFormValues) =>
    personErrors(values, context.today, { contactRequired: false }, contract(values) as Record<string, string>);
}

/** Every field path of the form, for the server's messages. */
const userFieldPaths = [
  ...personFieldPaths,
  'roles',
  'managerTitleId',
  'departmentIds',
  'patronId',
  'clientSize',
] as const;

/**
 * A failed save: the server's messages per field (400) under the form's fields (a cooperation date's under the
 * one date field), and what the form says above its buttons (a refusal, 403, in its own words).
 */
export function userSaveFailure(error: unknown): { fields: Record<string, string>; message: string } {
  const texts = userFormTexts;
  const invalid = serverFieldErrors(error, userFieldPaths, {}, nestedFieldKey);
  if (!invalid) {
    const message = errorStatus(error) === 403 ? texts.forbidden : mutationErrorText(error, texts.failed);
    return { fields: {}, message: message ?? texts.failed };
  }
  const fields: Record<string, string> = {};
  for (const [path, message] of Object.entries(invalid.fields) as [string, string][]) {
    const field = formPathOf(path);
    fields[field] = fields[field] ? `${fields[field]} ${message}` : message;
  }
  return { fields, message: [texts.invalid, ...invalid.other].join(' ') };
}
