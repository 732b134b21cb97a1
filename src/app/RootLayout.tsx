import { Anchor, AppShell, Box, Breadcrumbs, Container } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, useRouterState } from '@tanstack/react-router';
import { lazy, memo, startTransition, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { AppHeader } from '@/components/shell/AppHeader';
import { PageLoading } from '@/components/shell/PageLoading';
import { useDocumentTitle, usePageTrail, type Crumb } from '@/components/shell/page-title';
import { shellTexts } from '@/components/shell/texts';
import { usePhone } from '@/components/use-phone';
import { useSessionUser } from '@/lib/auth/session-context';
import { brandFor, type Brand } from '@/lib/org/brand';
import { resolveOrganisationId } from '@/lib/org/organisation';

const signedInShell = () => import('./SignedInShell');
const SignedInHeader = lazy(() => signedInShell().then((shell) => ({ default: shell.SignedInHeader })));
const SignedInNavigation = lazy(() => signedInShell().then((shell) => ({ default: shell.SignedInNavigation })));
const NotificationHub = lazy(() => signedInShell().then((shell) => ({ default: shell.NotificationHub })));

/**
 * Whether the first page is shown: once it has loaded, it renders in a transition (React renders it in slices
 * between which the browser handles input, not in one long task: the router's state changes render synchronously).
 */
function useFirstPageShown() {
  const loaded = useRouterState({ select: (state) => state.status === 'idle' });
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (loaded) startTransition(() => setShown(true));
  }, [loaded]);
  return shown;
}

/** Screens whose header shows only the logo (spec 000 section 2, "Header"). */
const LOGO_ONLY = ['/login', '/forgotPassword', '/forgotPasswordComplete'];

/** The header: memoised, so the router's state changes that render the layout again leave it alone. */
const ShellHeader = memo(function ShellHeader({
  brand,
  withMenu,
  onWizard,
  menuOpened,
  onToggleMenu,
  onCloseMenu,
}: ShellHeaderProps) {
  return (
    <AppShell.Header>
      <AppHeader
        brand={brand}
        menu={withMenu ? { opened: menuOpened, toggle: onToggleMenu } : undefined}
        homeLink={!onWizard}
      >
        {withMenu && (
          <Suspense>
            <SignedInHeader menuOpened={menuOpened} onCloseMenu={onCloseMenu} />
          </Suspense>
        )}
      </AppHeader>
    </AppShell.Header>
  );
});

interface ShellHeaderProps {
  brand: Brand;
  withMenu: boolean;
  onWizard: boolean;
  menuOpened: boolean;
  onToggleMenu: () => void;
  onCloseMenu: () => void;
}

/**
 * The side menu (its links follow the address themselves), memoised like the header. A phone folds it away and
 * has the menu in the header's drawer instead: the folded side bar then renders no links of its own.
 */
const ShellNavbar = memo(function ShellNavbar() {
  const phone = usePhone();
  return (
    <AppShell.Navbar>
      {/* the menu scrolls on its own (an administrator's is taller than a laptop's screen), with the padding inside
          the scrolling box so that a focused link's outline is not clipped */}
      <AppShell.Section grow p="xs" style={{ overflowY: 'auto', overscrollBehavior: 'contain' }}>
        {!phone && (
          <Suspense>
            <SignedInNavigation />
          </Suspense>
        )}
      </AppShell.Section>
    </AppShell.Navbar>
  );
});

function PageCrumbs({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <Box component="nav" aria-label={shellTexts.breadcrumbs} mb="md">
      {/* a long trail (an organisation's name) wraps on a phone rather than widening the page */}
      <Breadcrumbs
        styles={{ root: { flexWrap: 'wrap', rowGap: 4 }, breadcrumb: { whiteSpace: 'normal', minWidth: 0 } }}
      >
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
  );
}

/**
 * The layout around every page (`children`: the page, or the pending page while it loads). The router renders it
 * again on each change of its state (a load starting, data arriving): what does not depend on the page is memoised.
 */
export default function RootLayout({ children }: { children: ReactNode }) {
  const organisationId = resolveOrganisationId();
  const brand = useMemo(() => brandFor(organisationId), [organisationId]);
  const { title, crumbs } = usePageTrail();
  useDocumentTitle(title, brand.productName);
  const user = useSessionUser();
  const logoOnly = LOGO_ONLY.includes(crumbs.at(-1)?.href ?? '');
  const withMenu = Boolean(user) && !logoOnly;
  // the first-login wizard: every page of the menu (and the main page) would lead back to it
  const onWizard = useRouterState({
    select: (state) => state.matches.some((match) => match.staticData.access === 'firstLogin'),
  });
  const [menuOpened, menu] = useDisclosure(false);
  const pageShown = useFirstPageShown();

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={withMenu && !onWizard ? { width: 240, breakpoint: 'sm', collapsed: { mobile: true } } : undefined}
      padding="md"
    >
      <ShellHeader
        brand={brand}
        withMenu={withMenu}
        onWizard={onWizard}
        menuOpened={menuOpened}
        onToggleMenu={menu.toggle}
        onCloseMenu={menu.close}
      />
      {withMenu && !onWizard && <ShellNavbar />}
      {/* the hub connects once the first page is shown: its setting up does not delay the page */}
      {user && pageShown && (
        <Suspense>
          <NotificationHub />
        </Suspense>
      )}
      <AppShell.Main>
        <Container size="xl">
          {/* the crumbs come with the page, not before it: the page's skeleton does not move down */}
          {pageShown && crumbs.length > 1 && <PageCrumbs crumbs={crumbs} />}
          {pageShown ? children : <PageLoading />}
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
