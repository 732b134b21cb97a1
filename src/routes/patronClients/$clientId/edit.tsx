import { createFileRoute } from '@tanstack/react-router';
import { PATRON } from '@/app/access';
import { ids, placeholder } from '@/app/route-options';

export const Route = createFileRoute('/patronClients/$clientId/edit')({
  ...placeholder('Edycja podopiecznego', PATRON),
  params: ids('clientId'),
});
