import { NavLink, Stack } from '@mantine/core';
import type { UserRole } from '@portal/sdk/model';
import { Link, linkOptions, useLocation, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { hasAnyRole } from '@/lib/auth/roles';
import type { Access } from '@/lib/auth/guard';
import { shellTexts } from './texts';

/** The navigation menu, in order: each role sees the entries its routes' access allows. */
const topLinks = linkOptions([
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
  { to: '/calendar' },
  { to: '/calendarEvents' },
  { to: '/mySatisfactionScore' },
  { to: '/news' },
]);

/** The back office's screens in groups, so that some thirty entries stay findable. */
const groups = [
  { label: shellTexts.menuGroups.people, links: linkOptions([{ to: '/users' }, { to: '/people' }]) },
  {
    label: shellTexts.menuGroups.money,
    links: linkOptions([
      { to: '/settlements' },
      { to: '/income' },
      { to: '/overdueSettlements' },
      { to: '/clientSettlements' },
      { to: '/tabela-premii' },
    ]),
  },
  {
    label: shellTexts.menuGroups.sales,
    links: linkOptions([
      { to: '/leads' },
      { to: '/businessDevelopment' },
      { to: '/crm' },
      { to: '/marketingCampaigns' },
      { to: '/govZone' },
      { to: '/managerReports' },
      { to: '/reporting' },
      { to: '/chatbotConversations' },
    ]),
  },
  {
    label: shellTexts.menuGroups.results,
    links: linkOptions([{ to: '/kpi' }, { to: '/kpi/satisfactionScores' }, { to: '/rankings/manager' }]),
  },
  {
    label: shellTexts.menuGroups.administration,
    links: linkOptions([{ to: '/organisations' }, { to: '/newsAdmin' }]),
  },
  {
    label: shellTexts.menuGroups.dictionaries,
    links: linkOptions([
      { to: '/departments' },
      { to: '/products' },
      { to: '/professions' },
      { to: '/managerTitles' },
      { to: '/subscriptionDefiniftions' },
      { to: '/accountingTypes' },
      { to: '/accountingAttachmentTypes' },
    ]),
  },
];

/** Pages whose address sits under another entry's but belong to this one (the news form to the administration). */
const belongsTo: [prefix: string, entry: string][] = [
  ['/news/create', '/newsAdmin'],
  ['/news/edit', '/newsAdmin'],
  ['/calendarEvent', '/calendar'],
  ['/milestones', '/products'],
  ['/expertEmployees', '/yourExpertEmployees'],
  ['/clientManager', '/yourAccountManager'],
];

const under = (pathname: string, to: string) => pathname === to || (to !== '/' && pathname.startsWith(`${to}/`));

const allows = (access: Access | undefined, roles: readonly UserRole[]) =>
  access === 'signedIn' || (Array.isArray(access) && hasAnyRole(roles, access));

type MenuLink = (typeof topLinks)[number] | (typeof groups)[number]['links'][number];

/** The screens the user's roles may open (spec 000 section 2, role groups); titles and access from the routes. */
export function NavigationMenu({ roles, onNavigate }: { roles: readonly UserRole[]; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const router = useRouter();
  const [toggled, setToggled] = useState<Record<string, boolean>>({});
  // the route each entry leads to, as the router matches its address
  const allowed = (links: readonly MenuLink[]) =>
    links
      .map((link) => ({ link, staticData: router.getMatchedRoutes(link.to)[2]?.options.staticData }))
      .filter(({ staticData }) => allows(staticData?.access, roles));
  const top = allowed(topLinks);
  const grouped = groups.map((group) => ({ label: group.label, entries: allowed(group.links) }));
  // one entry is the current one: the longest that the address starts with (a case belongs to its list, the new
  // case form to its own entry, not to both)
  const owner = belongsTo.find(([prefix]) => under(pathname, prefix))?.[1];
  const current = [...top, ...grouped.flatMap((group) => group.entries)]
    .map(({ link }) => link.to as string)
    .filter((to) => (owner ? to === owner : under(pathname, to)))
    .sort((a, b) => b.length - a.length)[0];
  const entry = ({ link, staticData }: ReturnType<typeof allowed>[number]) => (
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
  );
  return (
    <Stack gap={2} component="nav" aria-label={shellTexts.mainMenu}>
      {top.map(entry)}
      {grouped.map(({ label, entries }) => {
        // a group of one is just its entry
        if (entries.length < 2) return entries.map(entry);
        const opened = toggled[label] ?? entries.some(({ link }) => link.to === current);
        return (
          <NavLink
            key={label}
            component="button"
            type="button"
            label={label}
            opened={opened}
            onChange={(open) => setToggled((state) => ({ ...state, [label]: open }))}
            aria-expanded={opened}
            fw={500}
          >
            {entries.map(entry)}
          </NavLink>
        );
      })}
    </Stack>
  );
}
