import { createFileRoute } from '@tanstack/react-router';
import { ids, page } from '@/app/route-options';
import { UserCalendarScreen } from '@/features/calendar/CalendarScreens';

export const Route = createFileRoute('/calendar/user/$userId')({
  ...page('Kalendarz klienta', 'signedIn'),
  params: ids('userId'),
  component: function UserCalendar() {
    return <UserCalendarScreen userId={Route.useParams().userId} />;
  },
});
