import { createFileRoute } from '@tanstack/react-router';
import { STAFF } from '../../../../app/access';
import { ids, placeholder } from '../../../../app/route-options';

export const Route = createFileRoute('/calendarEvent/create/case/$caseId')({
  ...placeholder('Nowe wydarzenie w sprawie', STAFF),
  params: ids('caseId'),
});
