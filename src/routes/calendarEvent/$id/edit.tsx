import { createFileRoute } from '@tanstack/react-router';
import { STAFF } from '../../../app/access';
import { ids, placeholder } from '../../../app/route-options';

export const Route = createFileRoute('/calendarEvent/$id/edit')({
  ...placeholder('Edycja wydarzenia', STAFF),
  params: ids('id'),
});
