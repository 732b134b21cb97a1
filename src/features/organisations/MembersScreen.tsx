import { Button, Stack } from '@mantine/core';
import type { OrganisationUser } from '@portal/sdk/model';
import { IconUserCog, IconUserPlus } from '@tabler/icons-react';
import { linkOptions } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { ListResults } from '@/components/lists/ListResults';
import { ListTable, type ListColumn } from '@/components/lists/ListTable';
import { MutationError } from '@/components/MutationError';
import { notifySaved } from '@/components/notify-saved';
import { PageHeader } from '@/components/shell/PageHeader';
import { useDialogTarget } from '@/components/use-dialog-target';
import { fullName } from '@/copy/people';
import { roleLabels } from '@/copy/roles';
import { sortRoles } from '@/lib/auth/roles';
import { membersQuery, organisationQuery, useDeleteMember } from './api';
import { MemberDialog } from './MemberDialog';
import { memberTexts as texts } from './texts';

const columns: ListColumn<OrganisationUser>[] = [
  {
    key: 'name',
    header: texts.columns.name,
    value: (member) => fullName(member.user),
    link: (member) => linkOptions({ to: '/users/$userId', params: { userId: member.userId } }),
  },
  { key: 'email', header: texts.columns.email, value: (member) => member.user.email },
  {
    key: 'roles',
    header: texts.columns.roles,
    value: (member) =>
      sortRoles(member.roles)
        .map((role) => roleLabels[role])
        .join(', '),
  },
];

/**
 * `/organisations/{organisationId}/users` (administrators): the organisation's members with their roles there (the
 * roles the portal gives them while that organisation is selected); add a member, change a member's roles, remove
 * one after confirmation.
 */
export function MembersScreen({ organisationId }: { organisationId: number }) {
  const organisation = useQuery(organisationQuery(organisationId));
  const members = useQuery(membersQuery(organisationId));
  const dialog = useDialogTarget<OrganisationUser>();
  const remove = useDeleteMember();
  const addButton = (
    <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => dialog.open(null)}>
      {texts.add}
    </Button>
  );
  const organisationName = organisation.data?.name ?? '';

  return (
    <Stack gap="md">
      <PageHeader actions={addButton} />
      <MutationError error={remove.error} />
      <ListResults query={members} count={texts.count} empty={texts.empty} emptyAction={addButton}>
        {(items) => (
          <ListTable
            label={texts.list}
            rows={items}
            rowKey={(member) => member.id}
            columns={columns}
            minWidth={640}
            striped
            highlightOnHover
            actions={{
              name: (member) => fullName(member.user),
              busy: (member) => remove.isPending && remove.variables?.id === member.id,
              buttons: (member) => [
                { label: texts.editRoles, icon: <IconUserCog size={16} aria-hidden />, run: () => dialog.open(member) },
              ],
              remove: (member) => ({
                title: texts.remove.title,
                message: texts.remove.message(fullName(member.user), organisationName),
                onConfirm: () =>
                  remove.mutate(
                    { id: member.id },
                    { onSuccess: () => notifySaved(fullName(member.user), texts.remove.done) },
                  ),
              }),
            }}
          />
        )}
      </ListResults>
      <MemberDialog
        organisationId={organisationId}
        members={members.data ?? []}
        member={dialog.target}
        opened={dialog.opened}
        opening={dialog.opening}
        onClose={dialog.close}
      />
    </Stack>
  );
}
