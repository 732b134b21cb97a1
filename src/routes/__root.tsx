import { createRootRouteWithContext, lazyRouteComponent } from '@tanstack/react-router';
import type { RouterContext } from '@/app/router-context';

export const Route = createRootRouteWithContext<RouterContext>()({
  // the layout is the root's shell: it shows while the root's match is still loading (the page's place shows the
  // pending page meanwhile), not only once the first page has loaded
  shellComponent: lazyRouteComponent(() => import('@/app/RootLayout')),
  notFoundComponent: lazyRouteComponent(() => import('@/components/shell/NotFound')),
});
