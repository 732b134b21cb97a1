import { createFileRoute } from '@tanstack/react-router';
import { ids, page } from '@/app/route-options';
import { CaseCalendarScreen } from '@/features/calendar/CalendarScreens';

export const Route = createFileRoute('/calendar/case/$caseId')({
  ...page('Kalendarz sprawy', 'signedIn'),
  params: ids('caseId'),
  component: function CaseCalendar() {
    return <CaseCalendarScreen caseId={Route.useParams().caseId} />;
  },
});
