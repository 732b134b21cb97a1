import { createFileRoute } from '@tanstack/react-router';
import { PATRON } from '@/app/access';
import { ids, placeholder } from '@/app/route-options';

export const Route = createFileRoute('/patronClients/$clientId/')({
  ...placeholder('Podopieczny', PATRON),
  params: ids('clientId'),
});
