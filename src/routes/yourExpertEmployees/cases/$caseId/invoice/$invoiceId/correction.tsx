import { createFileRoute } from '@tanstack/react-router';
import { ids, placeholder } from '../../../../../../app/route-options';

export const Route = createFileRoute('/yourExpertEmployees/cases/$caseId/invoice/$invoiceId/correction')({
  ...placeholder('Faktura korygująca', 'signedIn'),
  params: ids('caseId', 'invoiceId'),
  loader: ({ context, params }) =>
    import('../../../../../../features/cases/api').then((api) => api.caseCrumb(context, params.caseId)),
});
