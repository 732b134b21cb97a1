import { createFileRoute } from '@tanstack/react-router';
import { ADMIN } from '@/app/access';
import { ids, placeholder } from '@/app/route-options';

export const Route = createFileRoute('/organisations/$organisationId/users')({
  ...placeholder('Użytkownicy organizacji', ADMIN),
  params: ids('organisationId'),
});
