import { Button, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { ApplicationUser, UserRole } from '@portal/sdk/model';
import { IconMailCog, IconPencil } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { ButtonLink } from '@/components/links';
import { MutationError } from '@/components/MutationError';
import { QueryState } from '@/components/QueryState';
import { usePageTrail } from '@/components/shell/page-title';
import { AddressSections, CooperationDates, DetailSection, Facts, type Fact } from '@/components/users/DetailParts';
import { isDeletedUser, UserTile } from '@/components/users/UserTile';
import { clientSizeLabels } from '@/copy/case-labels';
import { formatDate, formatDateTime } from '@/copy/dates';
import { fullName } from '@/copy/people';
import { roleLabels } from '@/copy/roles';
import { userStatusLabels } from '@/copy/user-status';
import { effectiveRoles, sortRoles } from '@/lib/auth/roles';
import { useCurrentProfile } from '@/lib/auth/use-current-profile';
import { useAccountActions } from './account-actions';
import { userQuery } from './api';
import { EmailDialog } from './EmailDialog';
import { accountActionTexts, userDetailsTexts as texts } from './texts';
import { UserHistory } from './UserHistory';

const fields = texts.fields;

const roleNames = (roles: readonly UserRole[]) => roles.map((role) => roleLabels[role]).join(', ');

/**
 * `/users/{id}`: the user's tile (with the client's cases and calendar), personal data, account, addresses (the
 * mailing one is the residence unless it differs), cooperation dates, roles in each organisation, the client's
 * patron and size, the history of their cases; editing, the e-mail change and the account actions.
 */
export function UserDetailsScreen({ id }: { id: number }) {
  const query = useQuery(userQuery(id));
  return (
    <QueryState query={query} notFoundText={texts.notFound}>
      {query.data && <UserDetails user={query.data} />}
    </QueryState>
  );
}

function UserDetails({ user }: { user: ApplicationUser }) {
  const { title } = usePageTrail();
  const navigate = useNavigate();
  const current = useCurrentProfile();
  const actions = useAccountActions({ onDeleted: () => void navigate({ to: '/users' }) });
  const [changingEmail, setChangingEmail] = useState(false);
  const deleted = isDeletedUser(user);
  const isClient = user.roles.includes('Client');
  const accountActions = actions.actionsFor(user);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={1}>{title ?? fullName(user)}</Title>
        <ButtonLink
          to="/users/$userId/edit"
          params={{ userId: user.id }}
          leftSection={<IconPencil size={16} aria-hidden />}
        >
          {texts.edit}
        </ButtonLink>
      </Group>
      <UserTile user={user} viewerRoles={current.roles} self={user.id === current.profile?.id} />

      <DetailSection title={texts.sections.account}>
        <Stack gap="sm">
          <Facts
            facts={[
              [fields.status, userStatusLabels[user.status]],
              [fields.createdAt, user.createdAt && formatDateTime(user.createdAt)],
              [fields.updatedAt, user.updatedAt && formatDateTime(user.updatedAt)],
              [fields.firstLoginData, texts.firstLoginData[user.isFirstLoginDataFilled ? 'filled' : 'missing']],
              ...(deleted ? [[fields.deletionReason, user.deletionReason] as Fact] : []),
            ]}
          />
          {accountActions.length > 0 && (
            <Group gap="xs" role="group" aria-label={accountActionTexts.group}>
              {accountActions.map((action) => (
                <Button
                  key={action.key}
                  size="xs"
                  variant="light"
                  color={action.color}
                  leftSection={action.icon}
                  onClick={action.run}
                  loading={actions.pendingOn(user) === action.key}
                >
                  {action.label}
                </Button>
              ))}
            </Group>
          )}
          <MutationError error={actions.error} />
        </Stack>
      </DetailSection>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <DetailSection title={texts.sections.personal}>
          <Stack gap="sm" align="flex-start">
            <Facts
              facts={[
                [fields.name, fullName(user)],
                [fields.birthDate, user.birthDate && formatDate(user.birthDate)],
                [fields.profession, user.profession?.name],
                [fields.phone, user.phoneNumber],
                [fields.email, user.email],
              ]}
            />
            <Button
              size="xs"
              variant="default"
              leftSection={<IconMailCog size={16} aria-hidden />}
              onClick={() => setChangingEmail(true)}
            >
              {texts.email.open}
            </Button>
          </Stack>
        </DetailSection>
        <DetailSection title={texts.sections.roles}>
          <RolesTable user={user} />
          <Facts
            facts={[
              [fields.managerTitle, user.managerTitle?.name],
              [fields.departments, user.departments.map((d) => d.name).join(', ')],
            ]}
          />
        </DetailSection>
        <AddressSections user={user} />
        <DetailSection title={texts.sections.cooperation}>
          <CooperationDates user={user} />
        </DetailSection>
        {isClient && (
          <DetailSection title={texts.sections.client}>
            <Facts
              facts={[
                [fields.patron, user.patron && fullName(user.patron)],
                [fields.clientSize, user.clientSize && clientSizeLabels[user.clientSize]],
                [fields.subscription, user.hasSubscription ? texts.yes : texts.no],
              ]}
            />
          </DetailSection>
        )}
      </SimpleGrid>

      <DetailSection title={texts.sections.history}>
        <UserHistory userId={user.id} />
      </DetailSection>
      {actions.dialogs}
      <EmailDialog user={user} opened={changingEmail} onClose={() => setChangingEmail(false)} />
    </Stack>
  );
}

/**
 * The global roles, then those in each organisation: its membership's, with a global Admin always added (spec 000
 * section 6), said so where the membership does not name it.
 */
function RolesTable({ user }: { user: ApplicationUser }) {
  const rows: { key: string; name: string; roles: UserRole[]; adminAdded: boolean }[] = [
    { key: 'global', name: texts.roles.global, roles: sortRoles(user.roles), adminAdded: false },
    ...user.organisations.map((org) => ({
      key: String(org.organisationId),
      name: org.name,
      roles: effectiveRoles(user, org.organisationId),
      adminAdded: user.roles.includes('Admin') && !org.roles.includes('Admin'),
    })),
  ];
  return (
    <Table aria-label={texts.roles.table} mb="sm" layout="fixed">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{texts.roles.organisation}</Table.Th>
          <Table.Th>{texts.roles.roles}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.key}>
            <Table.Th scope="row" fw={500} style={{ overflowWrap: 'anywhere' }}>
              {row.name}
            </Table.Th>
            <Table.Td>
              {row.roles.length ? roleNames(row.roles) : texts.roles.none}
              {row.adminAdded && (
                <Text size="xs" c="dimmed">
                  {texts.roles.adminAdded}
                </Text>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
