import { getListSettlementsQueryOptions } from '@portal/sdk';
import type { ListSettlementsParams } from '@portal/sdk/model';
import { keepPreviousData } from '@tanstack/react-query';

/** A page of the staff's settlements (the page before stays while the next loads). */
export const settlementListQuery = (params: ListSettlementsParams) =>
  getListSettlementsQueryOptions(params, { query: { placeholderData: keepPreviousData } });
