import { listNewsQueryRules } from '@portal/sdk/query-rules/news';
import { listSearch } from '@/components/lists/list-search';

/** `/news`: the page of the user's news, ten to a page (the order is fixed: newest first). */
export const newsList = listSearch({ page: listNewsQueryRules.page }, { pageSize: 10 });
