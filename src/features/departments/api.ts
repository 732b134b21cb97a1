import {
  getListApplicationUsersQueryKey,
  getListCasesQueryKey,
  getListDepartmentsQueryKey,
  getListDepartmentsQueryOptions,
  getListProductsQueryKey,
  useCreateDepartment as useGeneratedCreateDepartment,
  useDeleteDepartment as useGeneratedDeleteDepartment,
  usePatchDepartment as useGeneratedPatchDepartment,
} from '@portal/sdk';
import { refreshing } from '@/lib/mutations';

// The departments dictionary: the list (the route prefetches it, the screen reads it) and its changes.

export const departmentsQuery = () => getListDepartmentsQueryOptions();

// the products, their cases and the people show the department's name too
const stale = () => [
  getListDepartmentsQueryKey(),
  getListProductsQueryKey(),
  getListCasesQueryKey(),
  getListApplicationUsersQueryKey(),
];
export const useCreateDepartment = /* @__PURE__ */ refreshing(useGeneratedCreateDepartment, stale);
/** A merge-patch: the organisation a department may belong to, which the screen does not show, stays. */
export const useRenameDepartment = /* @__PURE__ */ refreshing(useGeneratedPatchDepartment, stale);
export const useDeleteDepartment = /* @__PURE__ */ refreshing(useGeneratedDeleteDepartment, stale);
