import { createFileRoute } from '@tanstack/react-router';
import { STAFF } from '@/app/access';
import { ids, page } from '@/app/route-options';
import { EventFormScreen } from '@/features/calendar/EventFormScreen';

export const Route = createFileRoute('/calendarEvent/create/user/$userId')({
  ...page('Nowe wydarzenie klienta', STAFF),
  params: ids('userId'),
  component: function CreateUserEvent() {
    const { userId } = Route.useParams();
    return <EventFormScreen key={userId} target={{ kind: 'create', userId }} />;
  },
});
