import { listApplicationUsersQueryRules } from '@portal/sdk/query-rules/users';
import { listSearch } from '@/components/lists/list-search';

/** The users' list: search, role and status in the address, newest first unless sorted by name or e-mail. */
export const userList = listSearch(listApplicationUsersQueryRules, {
  pageSize: 20,
  sort: { by: 'createdAt', fields: { createdAt: 'desc', lastName: 'asc', email: 'asc' } },
});
