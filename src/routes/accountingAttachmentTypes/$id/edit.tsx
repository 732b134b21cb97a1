import { createFileRoute } from '@tanstack/react-router';
import { ADMIN_MANAGER } from '@/app/access';
import { ids, placeholder } from '@/app/route-options';

export const Route = createFileRoute('/accountingAttachmentTypes/$id/edit')({
  ...placeholder('Edycja typu załącznika', ADMIN_MANAGER),
  params: ids('id'),
});
