import { createFileRoute } from '@tanstack/react-router';
import { CLIENT } from '@/app/access';
import { ids, placeholder } from '@/app/route-options';

export const Route = createFileRoute('/clientManager/$id')({
  ...placeholder('Twój manager', CLIENT),
  params: ids('id'),
});
