import { Anchor, Group } from '@mantine/core';
import type { ApplicationUser, UserRole } from '@portal/sdk/model';
import type { ReactNode } from 'react';
import { mailtoHref, telHref } from '@/components/contact-links';
import { AnchorLink } from '@/components/links';
import type { ListFilter } from '@/components/lists/ListFilters';
import type { ListColumn } from '@/components/lists/ListTable';
import { UserAvatar } from '@/components/users/UserAvatar';
import { fullName } from '@/copy/people';
import { roleLabels } from '@/copy/roles';
import { userStatusLabels } from '@/copy/user-status';
import { sortRoles } from '@/lib/auth/roles';
import { userListTexts } from './texts';
import { UserStatusBadge } from './UserStatusBadge';

// The columns and filters the users' lists share (/users, /people, the clients' lists, /yourExpertEmployees); a
// list adds what is its own (`extra`: its sorting, how the column shows on a phone).

type Column<S extends string> = ListColumn<ApplicationUser, S>;
type Extra<S extends string> = Partial<Column<S>>;
const headers = userListTexts.columns;

/** The user's name leading to their page (an administrator's lists). */
export const userPageLink = (user: ApplicationUser) => (
  <AnchorLink to="/users/$userId" params={{ userId: user.id }} fw={500} style={{ overflowWrap: 'anywhere' }}>
    {fullName(user)}
  </AnchorLink>
);

/** Picture and name; the name as `name` shows it (a link to the user's page: `userPageLink`). */
const pictureNameColumn = <S extends string = string>(
  header: string,
  name: (user: ApplicationUser) => ReactNode,
  extra: Extra<S> = {},
): Column<S> => ({
  key: 'name',
  header,
  value: fullName,
  cell: (user) => (
    <Group gap="xs" wrap="nowrap">
      <UserAvatar person={user} size={32} decorative />
      {name(user)}
    </Group>
  ),
  ...extra,
});

/** The phone, to call ("-" when not given). */
const phoneColumn = <S extends string = string>(): Column<S> => ({
  key: 'phone',
  header: headers.phone,
  nowrap: true,
  value: (user) => user.phoneNumber,
  cell: (user) => (user.phoneNumber ? <Anchor href={telHref(user.phoneNumber)}>{user.phoneNumber}</Anchor> : '-'),
});

/** The e-mail, to write to. */
const emailColumn = <S extends string = string>(extra: Extra<S> = {}): Column<S> => ({
  key: 'email',
  header: headers.email,
  // whole in the wide table (a phone's line lets a long one wrap)
  nowrap: 'table',
  value: (user) => user.email,
  cell: (user) => (
    <Anchor href={mailtoHref(user.email)} style={{ overflowWrap: 'anywhere' }}>
      {user.email}
    </Anchor>
  ),
  ...extra,
});

/** The roles' names in the spec's order. */
const rolesColumn = <S extends string = string>(): Column<S> => ({
  key: 'roles',
  header: headers.roles,
  value: (user) =>
    sortRoles(user.roles)
      .map((role) => roleLabels[role])
      .join(', '),
});

/** The status, as the tile's tag. */
const statusColumn = <S extends string = string>(extra: Extra<S> = {}): Column<S> => ({
  key: 'status',
  header: headers.status,
  nowrap: true,
  value: (user) => userStatusLabels[user.status],
  cell: (user) => <UserStatusBadge status={user.status} />,
  ...extra,
});

/** The departments' names. */
const departmentsColumn = <S extends string = string>(extra: Extra<S> = {}): Column<S> => ({
  key: 'departments',
  header: headers.departments,
  value: (user) => user.departments.map((d) => d.name).join(', '),
  ...extra,
});

const filterTexts = userListTexts.filters;

/** The search by name, e-mail or phone (`placeholder`: what else it searches). */
const searchFilter = <Url extends { search?: unknown }>(
  placeholder: string = filterTexts.searchPlaceholder,
): ListFilter<Url> => ({ kind: 'search', key: 'search', label: filterTexts.search, placeholder });

/** The role, one of `roles`. */
const roleFilter = <Url extends { role?: unknown }>(roles: { value: UserRole; label: string }[]): ListFilter<Url> => ({
  kind: 'select',
  key: 'role',
  label: filterTexts.role,
  options: roles,
});

/** The status. */
const statusFilter = <Url extends { status?: unknown }>(): ListFilter<Url> => ({
  kind: 'select',
  key: 'status',
  label: filterTexts.status,
  options: userStatusLabels,
});

/** The shared columns: `userColumns.phone()` … */
export const userColumns = {
  pictureName: pictureNameColumn,
  phone: phoneColumn,
  email: emailColumn,
  roles: rolesColumn,
  status: statusColumn,
  departments: departmentsColumn,
};

/** The shared filters: `userFilters.search()` … */
export const userFilters = { search: searchFilter, role: roleFilter, status: statusFilter };
