import { getListApplicationUserManagersQueryOptions } from '@portal/sdk';

// The public pages' data: only the unlimited consultations page asks for any (the managers with their departments).

/** The managers; a failed load shows nothing (spec 000 section 8) and is not tried again. */
export const managersQuery = () => getListApplicationUserManagersQueryOptions({ query: { retry: false } });
