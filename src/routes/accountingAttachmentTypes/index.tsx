import { createFileRoute } from '@tanstack/react-router';
import { ADMIN_MANAGER } from '@/app/access';
import { page } from '@/app/route-options';
import { AttachmentTypesScreen } from '@/features/accounting-types/AttachmentTypesScreen';

export const Route = createFileRoute('/accountingAttachmentTypes/')({
  ...page('Typy załączników księgowych', ADMIN_MANAGER),
  loader: ({ context }) =>
    import('@/features/accounting-types/api').then((api) =>
      context.queryClient.ensureQueryData(api.attachmentTypesQuery()),
    ),
  component: AttachmentTypesScreen,
});
