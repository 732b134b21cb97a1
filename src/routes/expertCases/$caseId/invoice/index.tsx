import { createFileRoute } from '@tanstack/react-router';
import { ids, placeholder } from '../../../../app/route-options';

export const Route = createFileRoute('/expertCases/$caseId/invoice/')({
  ...placeholder('Nowa faktura', 'signedIn', { crumb: false }),
  params: ids('caseId'),
  loader: ({ context, params }) =>
    import('../../../../features/cases/api').then((api) => api.caseCrumb(context, params.caseId)),
});
