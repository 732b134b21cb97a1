import { createFileRoute } from '@tanstack/react-router';
import { ids, placeholder } from '../../../../../app/route-options';

export const Route = createFileRoute('/expertCases/$caseId/invoice/$invoiceId/')({
  ...placeholder('Faktura', 'signedIn'),
  params: ids('caseId', 'invoiceId'),
  loader: ({ context, params }) =>
    import('../../../../../features/cases/api').then((api) => api.caseCrumb(context, params.caseId)),
});
