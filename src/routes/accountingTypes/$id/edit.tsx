import { createFileRoute } from '@tanstack/react-router';
import { ADMIN_MANAGER } from '@/app/access';
import { ids, page } from '@/app/route-options';
import { EditAccountingTypeScreen } from '@/features/accounting-types/AccountingTypesScreen';

export const Route = createFileRoute('/accountingTypes/$id/edit')({
  ...page('Edycja typu księgowości', ADMIN_MANAGER),
  params: ids('id'),
  loader: ({ context, params }) =>
    import('@/features/accounting-types/api').then((api) =>
      api.loadAccountingTypeForEdit(context.queryClient, params.id),
    ),
  component: function EditAccountingType() {
    return <EditAccountingTypeScreen id={Route.useParams().id} />;
  },
});
