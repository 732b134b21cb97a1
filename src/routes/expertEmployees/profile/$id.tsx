import { createFileRoute } from '@tanstack/react-router';
import { EXPERTS } from '@/app/access';
import { ids, placeholder } from '@/app/route-options';

export const Route = createFileRoute('/expertEmployees/profile/$id')({
  ...placeholder('Profil eksperta', EXPERTS),
  params: ids('id'),
});
