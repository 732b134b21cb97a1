import 'virtual:mantine-styles';
import './app.css';
import 'dayjs/locale/pl';
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import type { createAppRouter } from './router';
import type { RouterContext } from './router-context';
import { SessionProvider } from '@/lib/auth/session-context';
import { brandFor } from '@/lib/org/brand';
import { resolveOrganisationId } from '@/lib/org/organisation';
import { cssVariablesResolver, themeFor } from './theme';

const Overlays = lazy(() => import('./Overlays'));

export interface AppProps {
  router: ReturnType<typeof createAppRouter>;
  context: RouterContext;
  /** `test` turns off Mantine's transitions and portals (component tests). */
  mantineEnv?: 'default' | 'test';
}

export function App({ router, context, mantineEnv = 'default' }: AppProps) {
  return (
    <MantineProvider
      theme={themeFor(brandFor(resolveOrganisationId()))}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="auto"
      env={mantineEnv}
    >
      <DatesProvider settings={{ locale: 'pl', firstDayOfWeek: 1 }}>
        <QueryClientProvider client={context.queryClient}>
          <SessionProvider value={context.session}>
            <RouterProvider router={router} context={context} />
            <Suspense>
              <Overlays />
            </Suspense>
          </SessionProvider>
        </QueryClientProvider>
      </DatesProvider>
    </MantineProvider>
  );
}
