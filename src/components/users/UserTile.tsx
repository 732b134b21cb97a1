import { Badge, Button, Group, Menu, Paper, Stack, Text, ThemeIcon, Tooltip } from '@mantine/core';
import type { ApplicationUser, UserRole } from '@portal/sdk/model';
import { IconBriefcase, IconBuilding, IconCalendar, IconCheck, IconMail, IconUserOff } from '@tabler/icons-react';
import { Fragment, type ReactNode } from 'react';
import { fullName } from '@/copy/people';
import { roleLabels } from '@/copy/roles';
import { sortRoles } from '@/lib/auth/roles';
import { userStatusLabels } from '@/copy/user-status';
import { config } from '@/lib/config';
import { resolveOrganisationId, switchOrganisation } from '@/lib/org/organisation';
import { ButtonLink } from '@/components/links';
import { MenuItemLink } from '@/components/MenuItemLink';
import { userTileTexts as texts } from './texts';
import { USER_AVATAR_SIZE, UserAvatar } from './UserAvatar';
import { mailtoHref } from '@/components/contact-links';

export interface UserTileProps {
  user: ApplicationUser;
  /** Who looks at the tile (their effective roles): which screen of the client's cases they may open. */
  viewerRoles: readonly UserRole[];
  /** The viewer's own tile: their own cases and calendar, and no message to themselves. */
  self?: boolean;
  /** The picture's size in pixels (48 unless given). */
  avatarSize?: number;
  /** The setting the subscription highlight depends on (the build's configuration unless given). */
  subscriptionSetting?: number;
}

/** The colour of each user status's tag (the tile's, and the lists' of users). */
export const statusColors = {
  Active: 'green',
  NotConfirmed: 'gray',
  Registered: 'blue',
  RegisteredNotConfirmed: 'yellow',
  Deleted: 'red',
} as const satisfies Record<ApplicationUser['status'], string>;

/** Spec 000 "User tile": highlighted when the user has a subscription and the setting equals 0. */
export const subscriptionHighlighted = (user: Pick<ApplicationUser, 'hasSubscription'>, setting: number) =>
  user.hasSubscription && setting === 0;

export const isDeletedUser = (user: Pick<ApplicationUser, 'isDeleted' | 'status'>) =>
  user.isDeleted || user.status === 'Deleted';

/**
 * The user tile (spec 000 section 2): picture, name, role names, status, profession, manager title, departments
 * and organisations, and the actions: a message (an e-mail), the client's cases, calendar and companies (for users
 * with the Client role only). A deleted user shows one icon instead of the actions.
 */
export function UserTile({
  user,
  viewerRoles,
  self = false,
  avatarSize = USER_AVATAR_SIZE,
  subscriptionSetting = config.subscriptionHighlightSetting,
}: UserTileProps) {
  const name = fullName(user);
  const highlighted = subscriptionHighlighted(user, subscriptionSetting);
  const details: [string, string | undefined][] = [
    [
      texts.roles,
      sortRoles(user.roles)
        .map((role) => roleLabels[role])
        .join(', '),
    ],
    [texts.profession, user.profession?.name],
    [texts.managerTitle, user.managerTitle?.name],
    [texts.departments, user.departments.map((d) => d.name).join(', ')],
    [texts.organisations, user.organisations.map((o) => o.name).join(', ')],
  ];
  return (
    <Paper
      component="section"
      aria-label={texts.tile(name)}
      withBorder
      radius="md"
      p="md"
      data-subscription={highlighted || undefined}
      style={
        highlighted
          ? { borderColor: 'var(--mantine-color-yellow-6)', boxShadow: '0 0 0 1px var(--mantine-color-yellow-6)' }
          : undefined
      }
    >
      <Group align="flex-start" wrap="nowrap" gap="md">
        <UserAvatar person={user} size={avatarSize} />
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={700} size="lg" style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Text>
            <Badge color={statusColors[user.status]} variant="light" tt="none">
              {userStatusLabels[user.status]}
            </Badge>
            {highlighted && (
              <Badge color="yellow" variant="filled" autoContrast tt="none">
                {texts.subscription}
              </Badge>
            )}
          </Group>
          {details.map(
            ([label, value]) =>
              value && (
                <Text key={label} size="sm">
                  <Text span c="dimmed" size="sm">
                    {label}:{' '}
                  </Text>
                  {value}
                </Text>
              ),
          )}
          {isDeletedUser(user) ? (
            <Tooltip label={texts.deleted}>
              <ThemeIcon variant="light" color="gray" role="img" aria-label={texts.deleted}>
                <IconUserOff size={18} aria-hidden />
              </ThemeIcon>
            </Tooltip>
          ) : (
            <TileActions user={user} viewerRoles={viewerRoles} self={self} />
          )}
        </Stack>
      </Group>
    </Paper>
  );
}

/** The links of the tile; none at all leaves no empty row. */
function TileActions({
  user,
  viewerRoles,
  self,
}: {
  user: ApplicationUser;
  viewerRoles: readonly UserRole[];
  self: boolean;
}) {
  const isClient = user.roles.includes('Client');
  const has = (role: UserRole) => viewerRoles.includes(role);
  const actions: ReactNode[] = [];
  if (!self && user.email)
    actions.push(
      <Button
        key="message"
        component="a"
        href={mailtoHref(user.email)}
        {...actionStyle}
        leftSection={<IconMail size={16} />}
      >
        {texts.sendMessage}
      </Button>,
    );
  if (isClient) {
    const casesIcon = <IconBriefcase size={16} />;
    const calendarIcon = <IconCalendar size={16} />;
    if (self)
      actions.push(
        <ButtonLink key="cases" to="/yourCases" {...actionStyle} leftSection={casesIcon}>
          {texts.ownCases}
        </ButtonLink>,
        <ButtonLink key="calendar" to="/calendar" {...actionStyle} leftSection={calendarIcon}>
          {texts.ownCalendar}
        </ButtonLink>,
      );
    else {
      // the client's cases as the viewer's role family lists them (none for a role without such a list)
      const cases = has('Admin') ? (
        <ButtonLink to="/users/$userId/cases" params={{ userId: user.id }} {...actionStyle} leftSection={casesIcon}>
          {texts.cases}
        </ButtonLink>
      ) : has('Manager') ? (
        <ButtonLink
          to="/managerClients/$clientId/cases"
          params={{ clientId: user.id }}
          {...actionStyle}
          leftSection={casesIcon}
        >
          {texts.cases}
        </ButtonLink>
      ) : has('Patron') ? (
        <ButtonLink
          to="/patronClients/$clientId/cases"
          params={{ clientId: user.id }}
          {...actionStyle}
          leftSection={casesIcon}
        >
          {texts.cases}
        </ButtonLink>
      ) : null;
      if (cases) actions.push(<Fragment key="cases">{cases}</Fragment>);
      actions.push(
        <ButtonLink
          key="calendar"
          to="/calendar/user/$userId"
          params={{ userId: user.id }}
          {...actionStyle}
          leftSection={calendarIcon}
        >
          {texts.calendar}
        </ButtonLink>,
      );
    }
    if (user.organisations.length && (self || has('Admin')))
      actions.push(<ClientCompanies key="companies" user={user} self={self} />);
  }
  if (actions.length === 0) return null;
  return (
    <Group gap="xs" mt={4} role="group" aria-label={texts.actions}>
      {actions}
    </Group>
  );
}

const actionStyle = { size: 'xs', variant: 'light' } as const;

/**
 * The client's companies (their organisations), in a menu: the client themself switches the portal to one (as the
 * header's selector does; the current one is marked), an administrator opens each one's users. Other roles have no
 * organisation screen, so no such action (the tile lists the organisations all the same).
 */
function ClientCompanies({ user, self }: { user: ApplicationUser; self: boolean }) {
  const current = resolveOrganisationId();
  return (
    <Menu position="bottom-start">
      <Menu.Target>
        <Button {...actionStyle} leftSection={<IconBuilding size={16} />}>
          {self ? texts.ownCompanies : texts.companies}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {user.organisations.map(({ organisationId, name }) =>
          self ? (
            <Menu.Item
              key={organisationId}
              onClick={() => switchOrganisation(organisationId)}
              disabled={organisationId === current}
              rightSection={organisationId === current && <IconCheck size={14} aria-label={texts.currentCompany} />}
            >
              {name}
            </Menu.Item>
          ) : (
            <MenuItemLink key={organisationId} to="/organisations/$organisationId/users" params={{ organisationId }}>
              {name}
            </MenuItemLink>
          ),
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
