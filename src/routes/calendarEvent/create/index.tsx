import { createFileRoute } from '@tanstack/react-router';
import { STAFF } from '@/app/access';
import { page } from '@/app/route-options';
import { EventFormScreen } from '@/features/calendar/EventFormScreen';

export const Route = createFileRoute('/calendarEvent/create/')({
  ...page('Nowe wydarzenie', STAFF),
  component: function CreateEvent() {
    return <EventFormScreen target={{ kind: 'create' }} />;
  },
});
