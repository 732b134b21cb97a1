import { createFileRoute } from '@tanstack/react-router';
import { STAFF } from '@/app/access';
import { ids, page } from '@/app/route-options';
import { EventFormScreen } from '@/features/calendar/EventFormScreen';
import { parseEventEditSearch } from '@/features/calendar/search';

export const Route = createFileRoute('/calendarEvent/$id/edit')({
  ...page('Edycja wydarzenia', STAFF),
  params: ids('id'),
  validateSearch: parseEventEditSearch,
  component: function EditEvent() {
    const { id } = Route.useParams();
    const { occurrence } = Route.useSearch();
    return <EventFormScreen key={`${id}@${occurrence}`} target={{ kind: 'edit', id, occurrence }} />;
  },
});
