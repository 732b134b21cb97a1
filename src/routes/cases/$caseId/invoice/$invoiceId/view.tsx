import { createFileRoute } from '@tanstack/react-router';
import { ids, placeholder } from '../../../../../app/route-options';

export const Route = createFileRoute('/cases/$caseId/invoice/$invoiceId/view')({
  ...placeholder('Podgląd faktury', 'signedIn'),
  params: ids('caseId', 'invoiceId'),
  loader: ({ context, params }) =>
    import('../../../../../features/cases/api').then((api) => api.caseCrumb(context, params.caseId)),
});
