import { createFileRoute } from '@tanstack/react-router';
import { page } from '@/app/route-options';
import { OwnCalendarScreen } from '@/features/calendar/CalendarScreens';

export const Route = createFileRoute('/calendar/')({
  ...page('Kalendarz', 'signedIn'),
  component: function Calendar() {
    return <OwnCalendarScreen />;
  },
});
