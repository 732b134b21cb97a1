import { createFileRoute } from '@tanstack/react-router';
import { strictSearch } from '@/lib/strict-search';
import { page, uuids } from '@/app/route-options';
import { parseProviderReturn } from '@/components/settlements/provider-return-search';
import { CheckoutScreen } from '@/features/checkout/CheckoutScreen';

export const Route = createFileRoute('/checkout/$guid')({
  ...page('Płatność', 'public'),
  params: uuids('guid'),
  validateSearch: strictSearch(parseProviderReturn),
  component: function Checkout() {
    return <CheckoutScreen guid={Route.useParams().guid} search={Route.useSearch()} />;
  },
});
