import { createFileRoute } from '@tanstack/react-router';
import { page } from '../../app/route-options';
import { PromotionTermsScreen } from '../../features/public-pages/PromotionTermsScreen';

export const Route = createFileRoute('/terms/pierwszy-miesiac-za-zlotowke')({
  ...page('Regulamin promocji „Pierwszy miesiąc za złotówkę”', 'public'),
  component: PromotionTermsScreen,
});
