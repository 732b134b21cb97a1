import { NavLink, Stack } from '@mantine/core';
import type { UserRole } from '@portal/sdk/model';
import { Link, useLocation } from '@tanstack/react-router';
import { hasAnyRole } from '../../lib/auth/roles';
import { menuPaths, routeTable } from '../../lib/route-table';

/** The screens the user's roles may open (spec 000 section 2, role groups). */
export function NavigationMenu({ roles, onNavigate }: { roles: readonly UserRole[]; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const entries = menuPaths
    .map((path) => routeTable.find((entry) => entry.path === path)!)
    .filter(({ access }) => access === 'signedIn' || (Array.isArray(access) && hasAnyRole(roles, access)));
  return (
    <Stack gap={2} component="nav" aria-label="Menu główne">
      {entries.map((entry) => (
        <NavLink
          key={entry.path}
          component={Link}
          to={entry.path}
          label={entry.title}
          active={pathname === entry.path}
          onClick={onNavigate}
        />
      ))}
    </Stack>
  );
}
