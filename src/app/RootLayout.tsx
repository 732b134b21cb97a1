import { Anchor, AppShell, Box, Breadcrumbs, Container } from '@mantine/core';
import { Link, Outlet, useRouteContext } from '@tanstack/react-router';
import { AppHeader } from '../components/shell/AppHeader';
import { NavigationMenu } from '../components/shell/NavigationMenu';
import { useDocumentTitle, usePageTrail } from '../components/shell/page-title';
import { shellTexts } from '../components/shell/texts';
import { NotificationBell } from '../features/notifications/NotificationBell';
import { useSession } from '../lib/auth/session-context';
import { useCurrentProfile } from '../lib/auth/use-current-profile';
import { apiBaseUrl } from '../lib/http/configure-http';
import { useNotificationHub } from '../lib/realtime/use-notification-hub';
import { brandFor } from '../lib/org/brand';
import { resolveOrganisationId } from '../lib/org/organisation';
import { realtimeRegistrations } from './realtime';

/** Screens whose header shows only the logo (spec 000 section 2, "Header"). */
const LOGO_ONLY = ['/login', '/forgotPassword', '/forgotPasswordComplete'];

export default function RootLayout() {
  const brand = brandFor(resolveOrganisationId());
  const { title, crumbs } = usePageTrail();
  useDocumentTitle(title, brand.productName);
  const { user, roles, isImpersonating } = useCurrentProfile();
  const logoOnly = LOGO_ONLY.includes(crumbs.at(-1)?.href ?? '');
  const withMenu = Boolean(user) && !logoOnly;
  const session = useSession();
  const { realtime, backendReady, demo } = useRouteContext({ from: '__root__' });
  useNotificationHub({
    enabled: realtime && Boolean(user),
    backendReady,
    baseUrl: apiBaseUrl(),
    getAccessToken: session.getAccessToken,
    registrations: realtimeRegistrations,
  });

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={withMenu ? { width: 240, breakpoint: 'sm', collapsed: { mobile: true } } : undefined}
      padding="md"
    >
      <AppShell.Header>
        <AppHeader
          brand={brand}
          logoOnly={logoOnly}
          roles={roles}
          isImpersonating={isImpersonating}
          bell={withMenu ? <NotificationBell /> : undefined}
          onResetDemo={
            demo &&
            (async () => {
              await demo.reset();
              window.location.assign('/');
            })
          }
        />
      </AppShell.Header>
      {withMenu && (
        <AppShell.Navbar p="xs">
          <AppShell.Section grow>
            <NavigationMenu roles={roles} />
          </AppShell.Section>
        </AppShell.Navbar>
      )}
      <AppShell.Main>
        <Container size="xl">
          {crumbs.length > 1 && (
            <Box component="nav" aria-label={shellTexts.breadcrumbs} mb="md">
              <Breadcrumbs>
                {crumbs.map((crumb, i) =>
                  i === crumbs.length - 1 ? (
                    <span key={crumb.href} aria-current="page">
                      {crumb.title}
                    </span>
                  ) : (
                    <Anchor key={crumb.href} component={Link} to={crumb.href}>
                      {crumb.title}
                    </Anchor>
                  ),
                )}
              </Breadcrumbs>
            </Box>
          )}
          <Outlet />
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
