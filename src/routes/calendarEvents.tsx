import { createFileRoute } from '@tanstack/react-router';
import { ADMIN_MANAGER } from '@/app/access';
import { page } from '@/app/route-options';
import { EventListScreen } from '@/features/calendar/EventListScreen';
import { parseEventListSearch } from '@/features/calendar/search';

export const Route = createFileRoute('/calendarEvents')({
  ...page('Wydarzenia', ADMIN_MANAGER),
  validateSearch: parseEventListSearch,
  component: function CalendarEvents() {
    return <EventListScreen search={Route.useSearch()} />;
  },
});
