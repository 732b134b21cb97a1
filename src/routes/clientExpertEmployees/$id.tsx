import { createFileRoute } from '@tanstack/react-router';
import { CLIENT } from '@/app/access';
import { ids, placeholder } from '@/app/route-options';

export const Route = createFileRoute('/clientExpertEmployees/$id')({
  ...placeholder('Ekspert', CLIENT),
  params: ids('id'),
});
