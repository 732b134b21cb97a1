import { getGetApplicationUserQueryOptions } from '@portal/sdk';

/**
 * The query of a user's profile, which the access check awaits on signed-in routes. The check loads this module
 * when it first needs it: the SDK module it comes from holds every ApplicationUser call the screens use, and a
 * static import would put them all in the first page's JS (and on the public pages, which never ask).
 */
export const profileQuery = (id: number) => getGetApplicationUserQueryOptions(id);
