import { createFileRoute } from '@tanstack/react-router';
import { page } from '@/app/route-options';
import { HomeScreen } from '@/features/home/HomeScreen';

export const Route = createFileRoute('/')({
  ...page('Strona główna', 'signedIn'),
  // every block's call starts while the page's code loads; none is waited for (each block shows its own state)
  loader: ({ context }) => {
    void import('@/features/home/api').then((api) => api.prefetchHome(context.queryClient, context.profile));
  },
  component: function Home() {
    return <HomeScreen />;
  },
});
