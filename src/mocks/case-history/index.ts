import {
  getListCaseUpdateHistoryMockHandler,
  getListCaseUpdateHistoryOfUserMockHandler,
} from '@portal/sdk/mocks/case-history';
import type { Case } from '@portal/sdk/model';
import { assertCaseAccess, assertClientAccess } from '@/mocks/shared/access';
import type { MockContext } from '@/mocks/shared/context';
import { byCreatedAt, pageOf, sortDirectionOf } from '@/mocks/shared/lists';
import { findCase, findUser } from '@/mocks/shared/records';
import { intParam, searchParams } from '@/mocks/shared/request';
import { historyOfCase, historyView } from './record';

export const caseHistoryHandlers = ({ db }: MockContext) => [
  getListCaseUpdateHistoryOfUserMockHandler(({ request, params }) => {
    const userId = intParam(params.userId as string);
    if (userId !== undefined) assertClientAccess(db, request, userId);
    const query = searchParams(request);
    // a patron follows the cases of the clients they look after
    const takesPart = (item: Case) =>
      item.clientId === userId ||
      item.expertId === userId ||
      item.managers.some((m) => m.id === userId) ||
      findUser(db, item.clientId)?.patronId === userId;
    const cases = new Map(db.cases.filter(takesPart).map((item) => [item.id, item]));
    const entries = db.caseHistory
      .filter((entry) => cases.has(entry.caseId))
      .sort(byCreatedAt(sortDirectionOf(query)))
      .map((entry) => ({ ...historyView(entry), caseName: cases.get(entry.caseId)!.name }));
    return pageOf(entries, query);
  }),
  getListCaseUpdateHistoryMockHandler(({ request, params }) => {
    const item = findCase(db, intParam(params.caseId as string));
    assertCaseAccess(db, request, item);
    return historyOfCase(db, item.id, sortDirectionOf(searchParams(request)));
  }),
];
