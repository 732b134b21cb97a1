import { Badge, Button, Menu, Stack } from '@mantine/core';
import type { ApplicationUser } from '@portal/sdk/model';
import { IconChevronDown, IconPlus, IconUser } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { linkOptions } from '@tanstack/react-router';
import { ButtonLink } from '@/components/links';
import { ListFilters } from '@/components/lists/ListFilters';
import { ListResults } from '@/components/lists/ListResults';
import { ListTable, type ListColumn } from '@/components/lists/ListTable';
import type { RowAction } from '@/components/lists/RowActions';
import { useListView } from '@/components/lists/use-list-view';
import { MenuItemLink } from '@/components/MenuItemLink';
import { MutationError } from '@/components/MutationError';
import { PageHeader } from '@/components/shell/PageHeader';
import { usePageTrail } from '@/components/shell/page-title';
import { formatDate } from '@/copy/dates';
import { fullName } from '@/copy/people';
import { roleLabels } from '@/copy/roles';
import { useAccountActions } from '../details/account-actions';
import { accountActionTexts } from '../details/texts';
import { roleOptions, rolesInOrder, roleSlugs } from '../form/role-slugs';
import { userColumns, userFilters, userPageLink } from '../user-columns';
import { usersListQuery } from './api';
import { usersList, type UsersListSearch, type UsersSortField } from './list';
import { usersListTexts as texts } from './texts';

const headers = texts.columns;
const details = (user: ApplicationUser) => linkOptions({ to: '/users/$userId', params: { userId: user.id } });

const columns: ListColumn<ApplicationUser, UsersSortField>[] = [
  userColumns.pictureName(headers.name, userPageLink, { sort: 'name' }),
  userColumns.email({ sort: 'email' }),
  userColumns.phone(),
  userColumns.roles(),
  userColumns.status({ sort: 'status' }),
  userColumns.departments({ phone: 'hide' }),
  {
    key: 'subscription',
    header: headers.subscription,
    value: (user) => (user.hasSubscription ? texts.hasSubscription : ''),
    cell: (user) =>
      user.hasSubscription ? (
        <Badge color="yellow" variant="filled" autoContrast size="sm" tt="none">
          {texts.subscription}
        </Badge>
      ) : (
        ''
      ),
    line: (user) => (user.hasSubscription ? texts.subscription : null),
  },
  {
    key: 'createdAt',
    header: headers.createdAt,
    sort: 'createdAt',
    nowrap: true,
    phone: 'hide',
    value: (user) => user.createdAt && formatDate(user.createdAt),
  },
];

/**
 * `/users`: every user with picture, name, e-mail, phone, roles (in the spec's order), status, departments, the
 * subscription mark and when they joined; search, role, status, sort and page in the address. The header adds a
 * user (of any role, or of one role); a row opens the user, edits them, or runs an account action.
 */
export function UsersListScreen({ search }: { search: UsersListSearch }) {
  const { title } = usePageTrail();
  const list = useListView(usersList, search);
  const query = useQuery(usersListQuery(usersList.params(search)));
  const actions = useAccountActions();

  const more = (user: ApplicationUser): RowAction[] => [
    { label: accountActionTexts.details, icon: <IconUser size={16} aria-hidden />, run: details(user) },
    ...actions.actionsFor(user).map(({ label, icon, color, run }) => ({ label, icon, color, run })),
  ];

  return (
    <Stack gap="md">
      <PageHeader
        actions={
          <>
            <ButtonLink to="/users/create" leftSection={<IconPlus size={16} aria-hidden />}>
              {texts.add}
            </ButtonLink>
            <Menu position="bottom-end">
              <Menu.Target>
                <Button variant="default" rightSection={<IconChevronDown size={16} aria-hidden />}>
                  {texts.addByRole}
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                {rolesInOrder.map((role) => (
                  <MenuItemLink key={role} to="/users/$name/add" params={{ name: roleSlugs[role] }}>
                    {texts.addRole(roleLabels[role])}
                  </MenuItemLink>
                ))}
              </Menu.Dropdown>
            </Menu>
          </>
        }
      />
      <ListFilters
        list={list}
        filters={[userFilters.search(), userFilters.role(roleOptions()), userFilters.status()]}
      />
      <MutationError error={actions.error} />
      <ListResults query={query} list={list} texts={texts}>
        {(items) => (
          <ListTable
            label={title ?? ''}
            rows={items}
            rowKey={(user) => user.id}
            columns={columns}
            sort={list.sort}
            actions={{
              name: fullName,
              busy: (user) => actions.pendingOn(user) !== undefined,
              more,
              edit: (user) => linkOptions({ to: '/users/$userId/edit', params: { userId: user.id } }),
            }}
          />
        )}
      </ListResults>
      {actions.dialogs}
    </Stack>
  );
}
