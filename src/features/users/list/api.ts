import { getListApplicationUsersQueryOptions } from '@portal/sdk';
import type { ListApplicationUsersParams } from '@portal/sdk/model';
import { keepPreviousData } from '@tanstack/react-query';

/** A page of every user, as the administration filters them (the page before stays while the next loads). */
export const usersListQuery = (params: ListApplicationUsersParams) =>
  getListApplicationUsersQueryOptions(params, { query: { placeholderData: keepPreviousData } });
