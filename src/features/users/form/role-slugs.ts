import type { UserRole } from '@portal/sdk/model';
import { notFound } from '@tanstack/react-router';
import { capitalise, roleLabels } from '@/copy/roles';

/**
 * The roles as the paths of the users administration name them (`/users/{name}/add`, `/users/{name}/{id}/edit`):
 * the spec's display names (000 section 6) without Polish letters, in the spec's order of roles.
 */
export const roleSlugs = {
  Client: 'klient',
  Patron: 'opiekun',
  Manager: 'manager',
  Ambassador: 'ambasador',
  ExpertEmployee: 'ekspert-pracownik',
  ExpertOwner: 'ekspert-wlasciciel',
  Admin: 'administrator',
} as const satisfies Record<UserRole, string>;

/** The roles in the spec's order (Client 1 … Admin 7). */
export const rolesInOrder = Object.keys(roleSlugs) as UserRole[];

/** The roles as a select's choices, named with a capital letter (all of them unless given, in the spec's order). */
export const roleOptions = (roles: readonly UserRole[] = rolesInOrder) =>
  roles.map((role) => ({ value: role, label: capitalise(roleLabels[role]) }));

/** The role a path names, or undefined when it names none. */
export const roleOfSlug = (slug: string): UserRole | undefined => rolesInOrder.find((role) => roleSlugs[role] === slug);

/** A route's `{name}` param: the role's slug, checked (a slug of no role is not found). */
export const roleSlugParam = (slug: string) => {
  if (!roleOfSlug(slug)) throw notFound();
  return slug;
};
