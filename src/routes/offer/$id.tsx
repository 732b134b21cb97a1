import { createFileRoute } from '@tanstack/react-router';
import { ids, page } from '@/app/route-options';
import { OfferScreen } from '@/features/offers/OfferScreen';

export const Route = createFileRoute('/offer/$id')({
  ...page('Oferta', 'signedIn'),
  params: ids('id'),
  loader: ({ context, params }) => import('@/features/offers/api').then((api) => api.loadOffer(context, params.id)),
  component: function Offer() {
    return <OfferScreen id={Route.useParams().id} />;
  },
});
