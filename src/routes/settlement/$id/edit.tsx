import { createFileRoute } from '@tanstack/react-router';
import { ADMIN_MANAGER } from '../../../app/access';
import { placeholder, uuids } from '../../../app/route-options';

export const Route = createFileRoute('/settlement/$id/edit')({
  ...placeholder('Edycja rozliczenia', ADMIN_MANAGER),
  params: uuids('id'),
});
