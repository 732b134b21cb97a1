import { getListApplicationUserManagersQueryOptions } from '@portal/sdk';
import type { ApplicationUser } from '@portal/sdk/model';

/**
 * The managers the server names for the signed-in user: a client's own (those of their cases, none for a new
 * client), every manager for the staff. One call for every screen that shows a client their managers
 * (/unlimitedConsults, /yourAccountManager), so they tell the same. A failed load shows nothing (spec 000
 * section 8) and is not tried again.
 */
export const managersQuery = () => getListApplicationUserManagersQueryOptions({ query: { retry: false } });

/** Spec 000 "Unlimited consultations page": a client sees only the managers of at least one department. */
export const seenByClients = (managers: readonly ApplicationUser[]) =>
  managers.filter((manager) => manager.departments.length > 0);
