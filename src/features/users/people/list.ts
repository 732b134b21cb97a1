import { listApplicationUserPeopleQueryRules } from '@portal/sdk/query-rules/users';
import { listSearch } from '@/components/lists/list-search';

/** `/people`: search, role, status and page in the address (a value the contract refuses is dropped); by name. */
export const peopleList = listSearch(listApplicationUserPeopleQueryRules, {
  pageSize: 20,
  fixed: ['sortDirection'],
});

export type PeopleSearch = Parameters<typeof peopleList.view>[0];
