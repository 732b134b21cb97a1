import { createFileRoute } from '@tanstack/react-router';
import { CLIENT_ADMIN } from '@/app/access';
import { page } from '@/app/route-options';
import { UnlimitedConsultsScreen } from '@/features/public-pages/UnlimitedConsultsScreen';

export const Route = createFileRoute('/unlimitedConsults/')({
  ...page('Nielimitowane konsultacje', CLIENT_ADMIN),
  // prefetched, not awaited as a condition: a failed manager load shows nothing (spec 000 section 8)
  loader: ({ context }) =>
    import('@/features/public-pages/api').then((api) => context.queryClient.prefetchQuery(api.managersQuery())),
  component: function UnlimitedConsults() {
    return <UnlimitedConsultsScreen editable={false} />;
  },
});
