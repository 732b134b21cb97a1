import { createFileRoute } from '@tanstack/react-router';
import { STAFF } from '../../../../app/access';
import { ids, placeholder } from '../../../../app/route-options';

export const Route = createFileRoute('/calendarEvent/create/user/$userId')({
  ...placeholder('Nowe wydarzenie użytkownika', STAFF),
  params: ids('userId'),
});
