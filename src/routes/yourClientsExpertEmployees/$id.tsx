import { createFileRoute } from '@tanstack/react-router';
import { PATRON } from '@/app/access';
import { ids, placeholder } from '@/app/route-options';

export const Route = createFileRoute('/yourClientsExpertEmployees/$id')({
  ...placeholder('Ekspert', PATRON),
  params: ids('id'),
});
