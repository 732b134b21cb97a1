import { createFileRoute } from '@tanstack/react-router';
import { ADMIN } from '@/app/access';
import { ids, placeholder } from '@/app/route-options';

export const Route = createFileRoute('/products/$id/edit')({
  ...placeholder('Edycja produktu', ADMIN),
  params: ids('id'),
});
