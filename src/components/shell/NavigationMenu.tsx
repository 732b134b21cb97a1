import { NavLink, Stack } from '@mantine/core';
import type { UserRole } from '@portal/sdk/model';
import { Link, linkOptions, useLocation, useRouter } from '@tanstack/react-router';
import { hasAnyRole } from '@/lib/auth/roles';
import type { Access } from '@/lib/auth/guard';
import { shellTexts } from './texts';

/** The navigation menu, in order: each role sees the entries its routes' access allows. */
const menuLinks = linkOptions([
  { to: '/' },
  { to: '/yourCases' },
  { to: '/yourCases/add' },
  { to: '/mySettlements' },
  { to: '/yourAccountManager' },
  { to: '/clientExpertEmployees' },
  { to: '/unlimitedConsults' },
  { to: '/expertCases' },
  { to: '/yourExpertEmployees' },
  { to: '/yourExpertEmployees/cases' },
  { to: '/managerClients' },
  { to: '/managerClientsCases' },
  { to: '/patronClients' },
  { to: '/patronClientsCases' },
  { to: '/yourClientsExpertEmployees' },
  { to: '/cases' },
  { to: '/users' },
  { to: '/settlements' },
  { to: '/income' },
  { to: '/overdueSettlements' },
  { to: '/clientSettlements' },
  { to: '/tabela-premii' },
  { to: '/leads' },
  { to: '/marketingCampaigns' },
  { to: '/managerReports' },
  { to: '/calendar' },
  { to: '/calendarEvents' },
  { to: '/mySatisfactionScore' },
  { to: '/news' },
  { to: '/newsAdmin' },
  { to: '/organisations' },
  { to: '/departments' },
  { to: '/products' },
  { to: '/professions' },
  { to: '/kpi' },
  { to: '/kpi/satisfactionScores' },
  { to: '/rankings/manager' },
]);

/** Pages whose address sits under another entry's but belong to this one (the news form to the administration). */
const belongsTo: [prefix: string, entry: string][] = [
  ['/news/create', '/newsAdmin'],
  ['/news/edit', '/newsAdmin'],
  ['/calendarEvent', '/calendar'],
];

const under = (pathname: string, to: string) => pathname === to || (to !== '/' && pathname.startsWith(`${to}/`));

const allows = (access: Access | undefined, roles: readonly UserRole[]) =>
  access === 'signedIn' || (Array.isArray(access) && hasAnyRole(roles, access));

/** The screens the user's roles may open (spec 000 section 2, role groups); titles and access from the routes. */
export function NavigationMenu({ roles, onNavigate }: { roles: readonly UserRole[]; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const router = useRouter();
  // the route each entry leads to, as the router matches its address
  const entries = menuLinks
    .map((link) => ({ link, staticData: router.getMatchedRoutes(link.to)[2]?.options.staticData }))
    .filter(({ staticData }) => allows(staticData?.access, roles));
  // one entry is the current one: the longest that the address starts with (a case belongs to its list, the new
  // case form to its own entry, not to both)
  const owner = belongsTo.find(([prefix]) => under(pathname, prefix))?.[1];
  const current = entries
    .map(({ link }) => link.to as string)
    .filter((to) => (owner ? to === owner : under(pathname, to)))
    .sort((a, b) => b.length - a.length)[0];
  return (
    <Stack gap={2} component="nav" aria-label={shellTexts.mainMenu}>
      {entries.map(({ link, staticData }) => (
        <NavLink
          key={link.to}
          component={Link}
          {...link}
          label={staticData?.title}
          // the router marks every entry the address starts with; the menu marks the current one only
          activeOptions={{ exact: true }}
          active={link.to === current}
          aria-current={link.to === current ? 'page' : undefined}
          onClick={onNavigate}
        />
      ))}
    </Stack>
  );
}
