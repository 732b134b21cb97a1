import { createFileRoute } from '@tanstack/react-router';
import { page } from '@/app/route-options';
import { publicPageDescriptions } from '@/features/public-pages/descriptions';
import { PromotionTermsScreen } from '@/features/public-pages/PromotionTermsScreen';

export const Route = createFileRoute('/terms/pierwszy-miesiac-za-zlotowke')({
  ...page('Regulamin promocji „Pierwszy miesiąc za złotówkę”', 'public', {
    description: publicPageDescriptions.promotion,
  }),
  component: PromotionTermsScreen,
});
