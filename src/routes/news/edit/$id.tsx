import { createFileRoute } from '@tanstack/react-router';
import { ADMIN } from '../../../app/access';
import { ids, placeholder } from '../../../app/route-options';

export const Route = createFileRoute('/news/edit/$id')({
  ...placeholder('Edycja aktualności', ADMIN),
  params: ids('id'),
});
