import type { UserRole } from '@portal/sdk/model';

/** Role display names (spec 000 section 6). */
export const roleLabels = {
  Admin: 'administrator',
  Client: 'klient',
  ExpertEmployee: 'ekspert-pracownik',
  ExpertOwner: 'ekspert-właściciel',
  Manager: 'manager',
  Ambassador: 'ambasador',
  Patron: 'opiekun',
} as const satisfies Record<UserRole, string>;

/** The short form merges both expert roles into "ekspert". */
export const shortRoleLabel = (role: UserRole) =>
  role === 'ExpertEmployee' || role === 'ExpertOwner' ? 'ekspert' : roleLabels[role];

/** The demo sign-in buttons, in the order of spec 000's role list. */
export const demoSignInRoles: readonly UserRole[] = [
  'Client',
  'Patron',
  'Manager',
  'Ambassador',
  'ExpertEmployee',
  'ExpertOwner',
  'Admin',
];

export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
