import type { UserRole } from '@portal/sdk/model';

// Role groups of spec 000 section 2 for the routes' access rules (`page(title, access)` in src/routes). Where the
// spec is silent on a route, its file picks the group that fits its screen.
export const CLIENT = ['Client'] as const satisfies readonly UserRole[];
export const ADMIN = ['Admin'] as const satisfies readonly UserRole[];
export const MANAGER = ['Manager'] as const satisfies readonly UserRole[];
export const PATRON = ['Patron'] as const satisfies readonly UserRole[];
export const EXPERT_OWNER = ['ExpertOwner'] as const satisfies readonly UserRole[];
export const EXPERTS = ['ExpertEmployee', 'ExpertOwner'] as const satisfies readonly UserRole[];
export const ADMIN_MANAGER = ['Admin', 'Manager'] as const satisfies readonly UserRole[];
export const CLIENT_ADMIN = ['Client', 'Admin'] as const satisfies readonly UserRole[];
export const STAFF = [
  'Admin',
  'Manager',
  'Patron',
  'ExpertOwner',
  'ExpertEmployee',
  'Ambassador',
] as const satisfies readonly UserRole[];
export const RANKINGS = ['Admin', 'Manager', 'Ambassador'] as const satisfies readonly UserRole[];
