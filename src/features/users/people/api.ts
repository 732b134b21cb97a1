import { getListApplicationUserPeopleQueryOptions } from '@portal/sdk';
import type { ListApplicationUserPeopleParams } from '@portal/sdk/model';
import { keepPreviousData } from '@tanstack/react-query';

/** A page of the staff directory, as the address asks (the page before stays while the next loads). */
export const peopleQuery = (params: ListApplicationUserPeopleParams) =>
  getListApplicationUserPeopleQueryOptions(params, { query: { placeholderData: keepPreviousData } });
