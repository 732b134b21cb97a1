import { createFileRoute } from '@tanstack/react-router';
import { page } from '@/app/route-options';
import { publicPageDescriptions } from '@/features/public-pages/descriptions';
import { InvestorScreen } from '@/features/public-pages/InvestorScreen';

export const Route = createFileRoute('/investor')({
  ...page('Relacje inwestorskie', 'public', { description: publicPageDescriptions.investor }),
  component: InvestorScreen,
});
