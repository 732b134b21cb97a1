import { createFileRoute } from '@tanstack/react-router';
import { CLIENT } from '../../../../app/access';
import { ids, placeholder } from '../../../../app/route-options';

export const Route = createFileRoute('/yourCases/$caseId/satisfactionScore/')({
  ...placeholder('Oceń współpracę', CLIENT),
  params: ids('caseId'),
});
