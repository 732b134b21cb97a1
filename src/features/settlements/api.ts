import { getListClientSettlementsQueryOptions } from '@portal/sdk';

// The settlements: what a client owes and has paid (the route prefetches it, the screen reads it).

export const clientSettlementsQuery = () => getListClientSettlementsQueryOptions();
