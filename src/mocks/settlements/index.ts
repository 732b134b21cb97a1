import {
  getListClientCaseSettlementsMockHandler,
  getListClientSettlementsMockHandler,
} from '@portal/sdk/mocks/settlements';
import { assertCaseAccess } from '@/mocks/shared/access';
import { actingUserId } from '@/mocks/shared/acting-user';
import { notFound } from '@/mocks/shared/answers';
import type { MockContext } from '@/mocks/shared/context';
import { settlementAttachmentsHandlers } from './attachments';
import { cardPaymentsHandlers } from './card-payments';
import { settlementIncomeHandlers } from './income';
import { overdueSettlementsHandlers } from './overdue';
import { staffSettlementsHandlers } from './staff';

export const settlementsHandlers = (context: MockContext) => {
  const { db } = context;
  // a client sees the settlements published to them: those with an invoice, not the firm's forecasts
  const publishedTo = (clientId: number | undefined) =>
    db.settlements.filter((s) => s.client?.id === clientId && s.paymentStatus !== 'Forecast');
  return [
    getListClientSettlementsMockHandler(({ request }) => publishedTo(actingUserId(request))),
    getListClientCaseSettlementsMockHandler(({ request, params }) => {
      const item = db.cases.find((c) => c.id === Number(params.caseId));
      if (!item) throw notFound('Nie znaleziono sprawy');
      assertCaseAccess(db, request, item);
      return publishedTo(actingUserId(request)).filter((s) => s.caseId === item.id);
    }),
    ...cardPaymentsHandlers(context),
    ...staffSettlementsHandlers(context),
    ...settlementIncomeHandlers(context),
    ...overdueSettlementsHandlers(context),
    ...settlementAttachmentsHandlers(context),
  ];
};
