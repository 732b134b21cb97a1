import { createFileRoute } from '@tanstack/react-router';
import { page } from '@/app/route-options';
import { publicPageDescriptions } from '@/features/public-pages/descriptions';
import { LandingScreen } from '@/features/public-pages/LandingScreen';

export const Route = createFileRoute('/landing/')({
  ...page('Portal Klienta', 'public', { description: publicPageDescriptions.landing }),
  component: LandingScreen,
});
