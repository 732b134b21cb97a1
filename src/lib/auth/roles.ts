import type { ApplicationUser, UserRole } from '@portal/sdk/model';

/** Ordering numbers of spec 000 section 6. */
export const roleOrder = {
  Client: 1,
  Patron: 2,
  Manager: 3,
  Ambassador: 4,
  ExpertEmployee: 5,
  ExpertOwner: 6,
  Admin: 7,
} as const satisfies Record<UserRole, number>;

export const managerialRoles: readonly UserRole[] = ['Manager', 'Admin'];

/**
 * Effective roles: the profile's roles; with an organisation selected, the roles of the membership in it,
 * plus Admin whenever the user is a global Admin. No user or no role data: no roles.
 */
export function effectiveRoles(
  user: Pick<ApplicationUser, 'roles' | 'organisations'> | null | undefined,
  organisationId: number,
): UserRole[] {
  if (!user?.roles) return [];
  if (!organisationId) return sortRoles(user.roles);
  const membership = user.organisations?.find((org) => org.organisationId === organisationId)?.roles ?? [];
  const roles = new Set<UserRole>(membership);
  if (user.roles.includes('Admin')) roles.add('Admin');
  return sortRoles([...roles]);
}

export const sortRoles = (roles: readonly UserRole[]) => [...roles].sort((a, b) => roleOrder[a] - roleOrder[b]);

export const hasAnyRole = (roles: readonly UserRole[], allowed: readonly UserRole[]) =>
  allowed.some((role) => roles.includes(role));

export const isManagerial = (roles: readonly UserRole[]) => hasAnyRole(roles, managerialRoles);
