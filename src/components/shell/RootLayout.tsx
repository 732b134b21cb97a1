import { Anchor, AppShell, Box, Breadcrumbs, Container } from '@mantine/core';
import { Link, Outlet } from '@tanstack/react-router';
import { AppHeader } from './AppHeader';
import { usePageTrail, useDocumentTitle } from './page-title';

/** Screens whose header shows only the logo (spec 000 section 2, "Header"). */
const LOGO_ONLY = ['/login', '/forgotPassword', '/forgotPasswordComplete'];

export default function RootLayout() {
  const { title, crumbs } = usePageTrail();
  useDocumentTitle(title);
  const logoOnly = LOGO_ONLY.includes(crumbs.at(-1)?.href ?? '');
  return (
    <AppShell header={{ height: 64 }} padding="md">
      <AppShell.Header>
        <AppHeader logoOnly={logoOnly} />
      </AppShell.Header>
      <AppShell.Main>
        <Container size="xl">
          {crumbs.length > 1 && (
            <Box component="nav" aria-label="Okruszki" mb="md">
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
