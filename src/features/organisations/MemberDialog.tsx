import { Modal, MultiSelect, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { OrganisationUser, UserRole } from '@portal/sdk/model';
import { CreateOrganisationUserBody, PatchOrganisationUserBody } from '@portal/sdk/zod/organisations';
import { FormActions } from '@/components/FormActions';
import { MutationError } from '@/components/MutationError';
import { notifySaved } from '@/components/notify-saved';
import { UserPicker } from '@/components/users/UserPicker';
import { fullName } from '@/copy/people';
import { roleLabels } from '@/copy/roles';
import { sortRoles } from '@/lib/auth/roles';
import { finished, useOneAtATime } from '@/lib/one-at-a-time';
import { contractValidation } from '@/lib/validation';
import { useCreateMember, usePatchMember, userSearchQuery } from './api';
import { memberTexts as texts } from './texts';

/** Every role, in the spec's order (section 6), by its display name. */
const roleOptions = sortRoles(Object.keys(roleLabels) as UserRole[]).map((role) => ({
  value: role,
  label: roleLabels[role],
}));

interface Values {
  userId: number | null;
  roles: UserRole[];
}

export interface MemberDialogProps {
  organisationId: number;
  /** The organisation's members now (not offered as new ones). */
  members: readonly OrganisationUser[];
  /** Whose roles change; a new member when null. */
  member: OrganisationUser | null;
  opened: boolean;
  /** The dialog's openings: each starts a new form. */
  opening: number;
  onClose: () => void;
}

/** A new member (a user and their roles in the organisation), or a member's roles changed; in a dialog. */
export function MemberDialog({ organisationId, members, member, opened, opening, onClose }: MemberDialogProps) {
  const create = useCreateMember();
  const patch = usePatchMember();
  const save = member ? patch : create;
  // a failure of the last opening is not shown at the next
  const close = () => {
    create.reset();
    patch.reset();
    onClose();
  };
  const send = ({ userId, roles }: Values) => {
    const sorted = sortRoles(roles);
    const saved = member
      ? patch.mutateAsync({ id: member.id, data: { roles: sorted } })
      : create.mutateAsync({ data: { organisationId, userId: userId!, roles: sorted } });
    return saved.then((membership) => {
      notifySaved(fullName(membership.user), member ? texts.saved : texts.created);
      close();
      return finished;
    });
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={member ? texts.editTitle(fullName(member.user)) : texts.add}
      closeOnClickOutside={!save.isPending}
    >
      <MemberForm
        key={opening}
        organisationId={organisationId}
        members={members}
        member={member}
        onSave={send}
        pending={save.isPending}
        error={save.error}
        onCancel={close}
      />
    </Modal>
  );
}

interface MemberFormProps extends Pick<MemberDialogProps, 'organisationId' | 'members' | 'member'> {
  /** Resolves with `finished` once saved; a failure keeps what was chosen, with the server's words under it. */
  onSave: (values: Values) => Promise<unknown>;
  pending: boolean;
  error: unknown;
  onCancel: () => void;
}

function MemberForm({ organisationId, members, member, onSave, pending, error, onCancel }: MemberFormProps) {
  const form = useForm<Values>({
    initialValues: { userId: member?.userId ?? null, roles: member ? sortRoles(member.roles) : [] },
    validate: contractValidation(member ? PatchOrganisationUserBody : CreateOrganisationUserBody, (values: Values) =>
      member ? { roles: values.roles } : { organisationId, userId: values.userId, roles: values.roles },
    ),
  });
  const once = useOneAtATime();
  return (
    <form onSubmit={form.onSubmit((values) => once(() => onSave(values)))} noValidate>
      <Stack>
        {!member && (
          <UserPicker
            query={userSearchQuery}
            excluded={new Set(members.map((m) => m.userId))}
            label={texts.fields.user}
            description={texts.fields.userHint}
            placeholder={texts.fields.userPlaceholder}
            nothingFound={texts.nothingFound}
            value={form.values.userId}
            onChange={(user) => form.setFieldValue('userId', user?.id ?? null)}
            error={form.errors.userId as string | undefined}
          />
        )}
        <MultiSelect
          label={texts.fields.roles}
          placeholder={texts.fields.rolesPlaceholder}
          withAsterisk
          data={roleOptions}
          data-autofocus={member ? true : undefined}
          {...form.getInputProps('roles')}
        />
        <MutationError error={error} />
        <FormActions onCancel={onCancel} pending={pending} />
      </Stack>
    </form>
  );
}
