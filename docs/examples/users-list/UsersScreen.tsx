import { Stack } from '@mantine/core';
import type { ApplicationUser } from '@portal/sdk/model';
import { useQuery } from '@tanstack/react-query';
import { linkOptions } from '@tanstack/react-router';
import { ButtonLink } from '@/components/links';
import { ListFilters } from '@/components/lists/ListFilters';
import { ListResults } from '@/components/lists/ListResults';
import { ListTable, type ListColumn } from '@/components/lists/ListTable';
import { useListView } from '@/components/lists/use-list-view';
import { PageHeader } from '@/components/shell/PageHeader';
import { formatDate } from '@/copy/dates';
import { fullName } from '@/copy/people';
import { roleLabels } from '@/copy/roles';
import { userStatusLabels } from '@/copy/user-status';
import { useDeleteUser, userListQuery } from './api';
import { userList } from './list';
import { userListTexts as texts } from './texts';

const h = texts.columns;
const columns: ListColumn<ApplicationUser, (typeof userList.sortFields)[number]>[] = [
  {
    key: 'name',
    header: h.name,
    sort: 'lastName',
    value: fullName,
    link: (u) => linkOptions({ to: '/users/$userId', params: { userId: u.id } }),
  },
  { key: 'email', header: h.email, sort: 'email', value: (u) => u.email },
  { key: 'phone', header: h.phone, value: (u) => u.phoneNumber },
  { key: 'roles', header: h.roles, value: (u) => u.roles.map((role) => roleLabels[role]).join(', ') },
  { key: 'status', header: h.status, phone: 'key', value: (u) => userStatusLabels[u.status] },
  {
    key: 'createdAt',
    header: h.createdAt,
    sort: 'createdAt',
    nowrap: true,
    value: (u) => u.createdAt && formatDate(u.createdAt),
  },
];

/** `/users` for an administrator, as the list kit declares it. */
export function UsersScreen({ search }: { search: Parameters<typeof userList.view>[0] }) {
  const list = useListView(userList, search);
  const query = useQuery(userListQuery(userList.params(search)));
  const remove = useDeleteUser();
  return (
    <Stack gap="md">
      <PageHeader actions={<ButtonLink to="/users/create">{texts.add}</ButtonLink>} />
      <ListFilters
        list={list}
        filters={[
          { kind: 'search', key: 'search', label: texts.search, placeholder: texts.searchPlaceholder },
          { kind: 'select', key: 'role', label: texts.role, options: roleLabels },
          { kind: 'select', key: 'status', label: texts.status, options: userStatusLabels },
        ]}
      />
      <ListResults query={query} list={list} texts={texts}>
        {(items) => (
          <ListTable
            label={texts.table}
            rows={items}
            rowKey={(u) => u.id}
            columns={columns}
            sort={list.sort}
            actions={{
              name: fullName,
              edit: (u) => linkOptions({ to: '/users/$userId/edit', params: { userId: u.id } }),
              remove: (u) => ({
                title: texts.deleteTitle,
                message: texts.deleteMessage(fullName(u)),
                onConfirm: () => remove.mutate({ id: u.id }),
              }),
            }}
          />
        )}
      </ListResults>
    </Stack>
  );
}
