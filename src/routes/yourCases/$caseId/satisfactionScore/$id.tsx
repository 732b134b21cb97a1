import { createFileRoute } from '@tanstack/react-router';
import { CLIENT } from '../../../../app/access';
import { ids, placeholder } from '../../../../app/route-options';

export const Route = createFileRoute('/yourCases/$caseId/satisfactionScore/$id')({
  ...placeholder('Twoja ocena', CLIENT),
  params: ids('caseId', 'id'),
});
