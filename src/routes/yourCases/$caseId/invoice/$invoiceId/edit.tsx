import { createFileRoute } from '@tanstack/react-router';
import { ids, placeholder } from '../../../../../app/route-options';

export const Route = createFileRoute('/yourCases/$caseId/invoice/$invoiceId/edit')({
  ...placeholder('Edycja faktury', 'signedIn'),
  params: ids('caseId', 'invoiceId'),
  loader: ({ context, params }) =>
    import('../../../../../features/cases/api').then((api) => api.caseCrumb(context, params.caseId)),
});
