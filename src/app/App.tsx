import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import type { createAppRouter, RouterContext } from './router';
import { SessionProvider } from '../lib/auth/session-context';
import { theme } from './theme';

export function App({ router, context }: { router: ReturnType<typeof createAppRouter>; context: RouterContext }) {
  return (
    <MantineProvider theme={theme}>
      {/* spec 000 section 9: toasts 3 s, at most 3 at a time, 65 px from the top */}
      <Notifications position="top-right" limit={3} autoClose={3000} />
      <QueryClientProvider client={context.queryClient}>
        <SessionProvider value={context.session}>
          <RouterProvider router={router} context={context} />
        </SessionProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
