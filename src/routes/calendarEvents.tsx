import { createFileRoute } from '@tanstack/react-router';
import { ADMIN_MANAGER } from '@/app/access';
import { page } from '@/app/route-options';
import { EventListScreen } from '@/features/calendar/EventListScreen';
import { eventList } from '@/features/calendar/list';

export const Route = createFileRoute('/calendarEvents')({
  ...page('Wydarzenia', ADMIN_MANAGER),
  validateSearch: eventList.validateSearch,
  component: function CalendarEvents() {
    return <EventListScreen search={Route.useSearch()} />;
  },
});
