import { createFileRoute } from '@tanstack/react-router';
import { ids, placeholder } from '../../../../app/route-options';

export const Route = createFileRoute('/yourCases/$caseId/invoice/')({
  ...placeholder('Nowa faktura', 'signedIn'),
  params: ids('caseId'),
});
