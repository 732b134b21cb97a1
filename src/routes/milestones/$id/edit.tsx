import { createFileRoute } from '@tanstack/react-router';
import { ADMIN } from '@/app/access';
import { ids, placeholder } from '@/app/route-options';

export const Route = createFileRoute('/milestones/$id/edit')({
  ...placeholder('Edycja kamieni milowych', ADMIN),
  params: ids('id'),
});
