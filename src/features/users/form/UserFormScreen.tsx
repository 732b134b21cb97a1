import { Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ApplicationUser, UserRole } from '@portal/sdk/model';
import { useNavigate, type NavigateOptions } from '@tanstack/react-router';
import dayjs from 'dayjs';
import { useState } from 'react';
import { FormActions } from '@/components/FormActions';
import { FormSection } from '@/components/FormSection';
import { notifySaved } from '@/components/notify-saved';
import { QueryState } from '@/components/QueryState';
import { PageHeader } from '@/components/shell/PageHeader';
import { UnsavedChangesGuard, useLeaveOnceSaved } from '@/components/UnsavedChangesGuard';
import { AddressFields, CooperationField, PersonalFields } from '@/components/users/PersonFields';
import { fullName } from '@/copy/people';
import { useEditRecord } from '@/lib/edit-record';
import { finished, useOneAtATime } from '@/lib/one-at-a-time';
import { AccountFields } from './AccountFields';
import { useCreateUser, userQuery, useUpdateUser } from './api';
import { userFormTexts as texts } from './texts';
import {
  userBody,
  userFormValidation,
  userFormValues,
  userSaveFailure,
  type UserFormContext,
  type UserFormValues,
} from './user-form';

export interface UserFormScreenProps {
  /** The administrator's form: roles (unless fixed), title, departments, patron and client size. */
  admin: boolean;
  /** The roles the route fixes (a role of the path, a manager's client, an owner's employee); shown, not changed. */
  roles?: readonly UserRole[];
  /** Where "Anuluj" leads. */
  back: NavigateOptions;
  /** Where the saved user leads. */
  done: (saved: ApplicationUser) => NavigateOptions;
  /** What the server does with the new user that the form does not show (the patron a new client gets …). */
  note?: string;
}

/** A new user: the form, empty, with the roles the route fixes. */
export function CreateUserScreen(props: UserFormScreenProps) {
  return <UserForm {...props} />;
}

/**
 * A user edited: the form over the user as the server has it now (`useEditRecord`), starting again when the
 * record changes. Anybody but an administrator, and an administrator whose route fixes the roles (`lockRoles`),
 * sees the user's roles unchanged.
 */
export function EditUserScreen({ id, lockRoles, ...props }: UserFormScreenProps & { id: number; lockRoles?: boolean }) {
  const record = useEditRecord(userQuery(id));
  const user = record.data;
  return (
    <QueryState query={record} notFoundText={texts.notFound}>
      {user && (
        <UserForm
          key={record.version}
          {...props}
          user={user}
          roles={lockRoles || !props.admin ? user.roles : undefined}
        />
      )}
    </QueryState>
  );
}

/**
 * The user forms (/users/create, /users/{id}/edit, /managerClients/create, /patronClients/create,
 * /expertEmployees/create …): the person fields of the profile, the roles and what the administrator gives with
 * them. No password: a new user sets it from the activation e-mail. The e-mail is typed only for a new user. The
 * contract's rules are checked before sending, the server's 400 lands under the fields, nothing typed is lost on a
 * failure, and leaving with unsaved changes asks first.
 */
function UserForm({ admin, roles, back, done, note, user }: UserFormScreenProps & { user?: ApplicationUser }) {
  const navigate = useNavigate();
  const create = useCreateUser();
  const update = useUpdateUser();
  const [context] = useState<UserFormContext>(() => ({ admin, roles, user, today: dayjs().format('YYYY-MM-DD') }));
  const [validate] = useState(() => userFormValidation(context));
  const [initial] = useState(() => userFormValues(context));
  const form = useForm<UserFormValues>({ mode: 'controlled', initialValues: initial, validate });
  const [failure, setFailure] = useState<string>();
  const [next, setNext] = useState(back);
  const { saved, markSaved } = useLeaveOnceSaved(() => void navigate(next));

  // one save per click: a second click or Enter while it is sent sends nothing, nor one once it is saved (leaving)
  const once = useOneAtATime();
  const submit = form.onSubmit(
    (values) =>
      once(async () => {
        setFailure(undefined);
        const data = userBody(values, context, initial.cooperationBeginDate);
        let answer: ApplicationUser;
        try {
          answer = user ? await update.mutateAsync({ id: user.id, data }) : await create.mutateAsync({ data });
        } catch (error) {
          const failed = userSaveFailure(error);
          form.setErrors(failed.fields);
          return setFailure(failed.message);
        }
        notifySaved(user ? texts.saved(fullName(answer)) : texts.created(fullName(answer), answer.email));
        setNext(done(answer));
        markSaved();
        return finished;
      }),
    () => setFailure(texts.invalid),
  );

  const emailHint = !user ? texts.hints.emailCreate : admin ? texts.hints.emailEdit : texts.hints.emailEditStaff;
  return (
    <Stack gap="lg" maw={880}>
      <UnsavedChangesGuard dirty={form.isDirty() && !saved} />
      <PageHeader intro={user ? texts.intro.edit : texts.intro.create} />
      <form onSubmit={submit} noValidate>
        <Stack gap="lg">
          <FormSection title={texts.sections.personal}>
            <PersonalFields
              form={form}
              today={context.today}
              email={{ readOnly: !!user, description: emailHint }}
              phoneOptional
            />
          </FormSection>
          <FormSection title={texts.sections.account}>
            <AccountFields form={form} admin={admin} locked={!!roles} note={user ? undefined : note} />
          </FormSection>
          <FormSection title={texts.sections.address}>
            <AddressFields form={form} residenceNote={texts.hints.residence} />
          </FormSection>
          <FormSection title={texts.sections.cooperation}>
            <CooperationField form={form} />
          </FormSection>
          <FormActions
            failure={failure}
            onCancel={() => void navigate(back)}
            pending={create.isPending || update.isPending}
            submitLabel={user ? undefined : texts.create}
          />
        </Stack>
      </form>
    </Stack>
  );
}
