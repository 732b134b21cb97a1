import { listApplicationUsersQueryRules } from '@portal/sdk/query-rules/users';
import { listSearch } from '@/components/lists/list-search';

/** `/users`: search, role, status, sort and page in the address (a value the contract refuses is dropped). */
export const usersList = listSearch(listApplicationUsersQueryRules, {
  pageSize: 25,
  sort: { by: 'name', fields: { name: 'asc', email: 'asc', status: 'asc', createdAt: 'desc' } },
});

export type UsersListSearch = Parameters<typeof usersList.view>[0];
export type UsersSortField = (typeof usersList.sortFields)[number];
