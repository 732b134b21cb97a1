import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '@mantine/dates/styles.css';
import '@mantine/dropzone/styles.css';
import './app.css';
import 'dayjs/locale/pl';
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import type { createAppRouter, RouterContext } from './router';
import { shellTexts } from '../components/shell/texts';
import { SessionProvider } from '../lib/auth/session-context';
import { brandFor } from '../lib/org/brand';
import { resolveOrganisationId } from '../lib/org/organisation';
import { cssVariablesResolver, themeFor } from './theme';

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
      env={mantineEnv}
    >
      {/* spec 000 section 9: toasts 3 s, at most 3 at a time, 65 px from the top */}
      <Notifications position="top-right" limit={3} autoClose={3000} />
      <DatesProvider settings={{ locale: 'pl', firstDayOfWeek: 1 }}>
        <ModalsProvider labels={shellTexts.confirmLabels}>
          <QueryClientProvider client={context.queryClient}>
            <SessionProvider value={context.session}>
              <RouterProvider router={router} context={context} />
            </SessionProvider>
          </QueryClientProvider>
        </ModalsProvider>
      </DatesProvider>
    </MantineProvider>
  );
}
