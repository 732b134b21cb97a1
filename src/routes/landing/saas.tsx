import { createFileRoute } from '@tanstack/react-router';
import { page } from '@/app/route-options';
import { SaasLandingNews } from '@/features/news/SaasLandingNews';
import { publicPageDescriptions } from '@/features/public-pages/descriptions';
import { SaasLandingScreen } from '@/features/public-pages/SaasLandingScreen';

export const Route = createFileRoute('/landing/saas')({
  ...page('Portal Klienta dla biur – wersja SaaS', 'public', { description: publicPageDescriptions.saas }),
  // the news item and the sanitizer of its body load together; a failed load is the screen's to show (or not)
  loader: ({ context }) =>
    import('@/features/news/api').then((api) =>
      Promise.all([context.queryClient.prefetchQuery(api.saasLandingNewsQuery()), api.loadSanitizer()]),
    ),
  component: function SaasLanding() {
    return <SaasLandingScreen article={(fallback) => <SaasLandingNews fallback={fallback} />} />;
  },
});
