import { createFileRoute } from '@tanstack/react-router';
import { ADMIN_MANAGER } from '@/app/access';
import { page } from '@/app/route-options';
import { CreateAttachmentTypeScreen } from '@/features/accounting-types/AttachmentTypesScreen';

export const Route = createFileRoute('/accountingAttachmentTypes/create')({
  ...page('Nowy typ załącznika', ADMIN_MANAGER),
  component: CreateAttachmentTypeScreen,
});
