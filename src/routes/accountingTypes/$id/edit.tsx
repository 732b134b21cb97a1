import { createFileRoute } from '@tanstack/react-router';
import { ADMIN_MANAGER } from '@/app/access';
import { ids, placeholder } from '@/app/route-options';

export const Route = createFileRoute('/accountingTypes/$id/edit')({
  ...placeholder('Edycja typu księgowości', ADMIN_MANAGER),
  params: ids('id'),
});
