import { createFileRoute } from '@tanstack/react-router';
import { page } from '@/app/route-options';
import { publicPageDescriptions } from '@/features/public-pages/descriptions';
import { PrivacyPolicyScreen } from '@/features/public-pages/PrivacyPolicyScreen';

export const Route = createFileRoute('/polityka-prywatnosci')({
  ...page('Polityka prywatności i regulamin', 'public', { description: publicPageDescriptions.privacy }),
  component: PrivacyPolicyScreen,
});
