import {
  getListApplicationUsersQueryKey,
  getListApplicationUsersQueryOptions,
  useDeleteApplicationUser,
} from '@portal/sdk';
import type { ListApplicationUsersParams } from '@portal/sdk/model';
import { keepPreviousData } from '@tanstack/react-query';
import { refreshing } from '@/lib/mutations';

export const userListQuery = (params: ListApplicationUsersParams) =>
  getListApplicationUsersQueryOptions(params, { query: { placeholderData: keepPreviousData } });
export const useDeleteUser = refreshing(useDeleteApplicationUser, () => [getListApplicationUsersQueryKey()]);
