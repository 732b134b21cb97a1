import { createFileRoute } from '@tanstack/react-router';
import { ids, placeholder } from '../../../app/route-options';

export const Route = createFileRoute('/calendar/case/$caseId')({
  ...placeholder('Kalendarz sprawy', 'signedIn'),
  params: ids('caseId'),
});
