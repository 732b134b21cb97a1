import 'virtual:mantine-styles';
import './app.css';
import 'dayjs/locale/pl';
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState } from 'react';
import type { createAppRouter } from './router';
import type { RouterContext } from './router-context';
import { SessionProvider } from '@/lib/auth/session-context';
import { brandFor } from '@/lib/org/brand';
import { resolveOrganisationId } from '@/lib/org/organisation';
import { cssVariablesResolver, themeFor } from './theme';

const Overlays = lazy(() => import('./Overlays'));

/**
 * The toasts and dialogs load once the first page is on screen and the browser is idle: nothing of the first page
 * waits for their code. What is shown or opened before (their stores keep it) appears then.
 */
function OverlaysWhenIdle() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const want = () => setWanted(true);
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(want, 0);
      return () => clearTimeout(timer);
    }
    const idle = requestIdleCallback(want, { timeout: 1000 });
    return () => cancelIdleCallback(idle);
  }, []);
  return wanted ? (
    <Suspense>
      <Overlays />
    </Suspense>
  ) : null;
}

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
            <OverlaysWhenIdle />
          </SessionProvider>
        </QueryClientProvider>
      </DatesProvider>
    </MantineProvider>
  );
}
