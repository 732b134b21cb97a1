import { createFileRoute } from '@tanstack/react-router';
import { MANAGER } from '@/app/access';
import { ids, placeholder } from '@/app/route-options';

export const Route = createFileRoute('/managerClients/$clientId/')({
  ...placeholder('Klient', MANAGER),
  params: ids('clientId'),
});
