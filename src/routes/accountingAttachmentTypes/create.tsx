import { createFileRoute } from '@tanstack/react-router';
import { ADMIN_MANAGER } from '@/app/access';
import { placeholder } from '@/app/route-options';

export const Route = createFileRoute('/accountingAttachmentTypes/create')(
  placeholder('Nowy typ załącznika', ADMIN_MANAGER),
);
