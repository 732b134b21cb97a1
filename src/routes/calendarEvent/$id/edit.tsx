import { createFileRoute } from '@tanstack/react-router';
import { strictSearch } from '@/lib/strict-search';
import { STAFF } from '@/app/access';
import { ids, page } from '@/app/route-options';
import { EventFormScreen } from '@/features/calendar/EventFormScreen';
import { parseEventEditSearch } from '@/features/calendar/search';

export const Route = createFileRoute('/calendarEvent/$id/edit')({
  ...page('Edycja wydarzenia', STAFF),
  params: ids('id'),
  validateSearch: strictSearch(parseEventEditSearch),
  loader: ({ context, params }) =>
    import('@/features/calendar/api').then((api) => api.loadEventForEdit(context, params.id)),
  component: function EditEvent() {
    const { id } = Route.useParams();
    const { occurrence } = Route.useSearch();
    return <EventFormScreen key={`${id}@${occurrence}`} target={{ kind: 'edit', id, occurrence }} />;
  },
});
