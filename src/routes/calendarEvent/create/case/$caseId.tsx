import { createFileRoute } from '@tanstack/react-router';
import { STAFF } from '@/app/access';
import { ids, page } from '@/app/route-options';
import { EventFormScreen } from '@/features/calendar/EventFormScreen';

export const Route = createFileRoute('/calendarEvent/create/case/$caseId')({
  ...page('Nowe wydarzenie w sprawie', STAFF),
  params: ids('caseId'),
  component: function CreateCaseEvent() {
    const { caseId } = Route.useParams();
    return <EventFormScreen key={caseId} target={{ kind: 'create', caseId }} />;
  },
});
