import { createFileRoute } from '@tanstack/react-router';
import { ADMIN_MANAGER } from '@/app/access';
import { page } from '@/app/route-options';
import { UnlimitedConsultsScreen } from '@/features/public-pages/UnlimitedConsultsScreen';

export const Route = createFileRoute('/unlimitedConsults/edit')({
  // the page's editable variant: a configuration screen of the administrators and managers (spec 000 section 2)
  ...page('Nielimitowane konsultacje — edycja', ADMIN_MANAGER),
  loader: ({ context }) =>
    import('@/features/public-pages/api').then((api) => context.queryClient.prefetchQuery(api.managersQuery())),
  component: function UnlimitedConsultsEdit() {
    return <UnlimitedConsultsScreen editable />;
  },
});
