import { listNewsAllQueryRules } from '@portal/sdk/query-rules/news';
import { listSearch } from '@/components/lists/list-search';

/** `/newsAdmin`: search, sort and page in the address; dates start with the newest, titles from A. */
export const newsAdminList = listSearch(listNewsAllQueryRules, {
  pageSize: 20,
  sort: { by: 'createdAt', fields: { createdAt: 'desc', emailSentAt: 'desc', title: 'asc' } },
});
