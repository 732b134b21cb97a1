import { createFileRoute } from '@tanstack/react-router';
import { ids, placeholder } from '../../../app/route-options';

export const Route = createFileRoute('/calendar/user/$userId')({
  ...placeholder('Kalendarz użytkownika', 'signedIn'),
  params: ids('userId'),
});
