import { listAllCasesQueryRules } from '@portal/sdk/query-rules/cases';
import { listSatisfactionScoresQueryRules } from '@portal/sdk/query-rules/satisfaction-scores';
import { listSearch } from '@/components/lists/list-search';

const { page, expertId, from, to } = listSatisfactionScoresQueryRules;
// the scores' list takes no manager or product: they choose the cases, whose list takes them (kpi-data.ts)
const { managerId, productId } = listAllCasesQueryRules;

/** `/kpi/satisfactionScores`: the filters of every score, 25 to a page of the table. */
export const kpiScoreList = listSearch({ page, expertId, managerId, productId, from, to }, { pageSize: 25 });

/** `/mySatisfactionScore`: the page of the user's scores, ten to a page. */
export const myScoreList = listSearch({ page }, { pageSize: 10 });
