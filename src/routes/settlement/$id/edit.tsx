import { createFileRoute } from '@tanstack/react-router';
import { ADMIN_MANAGER } from '@/app/access';
import { page, uuids } from '@/app/route-options';
import { EditSettlementScreen } from '@/features/settlements/form/SettlementFormScreen';

export const Route = createFileRoute('/settlement/$id/edit')({
  ...page('Edycja rozliczenia', ADMIN_MANAGER),
  params: uuids('id'),
  loader: ({ context, params }) =>
    import('@/features/settlements/form/api').then((api) => api.loadSettlement(context, params.id)),
  component: function EditSettlement() {
    return <EditSettlementScreen id={Route.useParams().id} />;
  },
});
