import { createFileRoute } from '@tanstack/react-router';
import { ADMIN_MANAGER } from '@/app/access';
import { ids, page } from '@/app/route-options';
import { EditAttachmentTypeScreen } from '@/features/accounting-types/AttachmentTypesScreen';

export const Route = createFileRoute('/accountingAttachmentTypes/$id/edit')({
  ...page('Edycja typu załącznika', ADMIN_MANAGER),
  params: ids('id'),
  loader: ({ context, params }) =>
    import('@/features/accounting-types/api').then((api) =>
      api.loadAttachmentTypeForEdit(context.queryClient, params.id),
    ),
  component: function EditAttachmentType() {
    return <EditAttachmentTypeScreen id={Route.useParams().id} />;
  },
});
