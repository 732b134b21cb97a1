import { createFileRoute } from '@tanstack/react-router';
import { ADMIN_MANAGER } from '@/app/access';
import { ids, page } from '@/app/route-options';
import { SettlementFormScreen } from '@/features/settlements/form/SettlementFormScreen';

export const Route = createFileRoute('/settlement/create/$caseId')({
  ...page('Nowe rozliczenie', ADMIN_MANAGER),
  params: ids('caseId'),
  loader: ({ context, params }) =>
    import('@/features/settlements/form/api').then((api) => api.loadCaseOfNewSettlement(context, params.caseId)),
  component: function CreateSettlement() {
    return <SettlementFormScreen caseRef={Route.useLoaderData()} />;
  },
});
