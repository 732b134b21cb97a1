import { createFileRoute } from '@tanstack/react-router';
import { ADMIN_MANAGER } from '@/app/access';
import { ids, page } from '@/app/route-options';
import { OffersOfCaseScreen } from '@/features/offers/OffersOfCaseScreen';

export const Route = createFileRoute('/cases/$caseId/offer')({
  ...page('Oferta', ADMIN_MANAGER),
  params: ids('caseId'),
  loader: ({ context, params }) =>
    import('@/features/offers/api').then((api) => api.loadCaseOffers(context, params.caseId)),
  component: function CaseOffers() {
    return <OffersOfCaseScreen caseRef={Route.useLoaderData().caseRef} />;
  },
});
