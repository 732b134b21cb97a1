import { createFileRoute } from '@tanstack/react-router';
import { ids, placeholder } from '../../../../../app/route-options';

export const Route = createFileRoute('/yourCases/$caseId/invoice/$invoiceId/correction')({
  ...placeholder('Faktura korygująca', 'signedIn'),
  params: ids('caseId', 'invoiceId'),
});
