import { createRootRouteWithContext, lazyRouteComponent } from '@tanstack/react-router';
import type { RouterContext } from '../app/router';
import NotFound from '../components/shell/NotFound';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: lazyRouteComponent(() => import('../app/RootLayout')),
  notFoundComponent: NotFound,
});
