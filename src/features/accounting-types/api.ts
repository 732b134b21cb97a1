import {
  getGetAccountingAttachmentTypeQueryOptions,
  getGetAccountingTypeQueryOptions,
  getListAccountingAttachmentTypesQueryKey,
  getListAccountingAttachmentTypesQueryOptions,
  getListAccountingTypesQueryKey,
  getListAccountingTypesQueryOptions,
  getListCasesQueryKey,
  useCreateAccountingAttachmentType as useGeneratedCreateAttachmentType,
  useCreateAccountingType as useGeneratedCreateAccountingType,
  useDeleteAccountingAttachmentType as useGeneratedDeleteAttachmentType,
  useDeleteAccountingType as useGeneratedDeleteAccountingType,
  useUpdateAccountingAttachmentType as useGeneratedUpdateAttachmentType,
  useUpdateAccountingType as useGeneratedUpdateAccountingType,
} from '@portal/sdk';
import type { QueryClient } from '@tanstack/react-query';
import { refreshing } from '@/lib/mutations';
import { fetchRouteData } from '@/lib/route-data';
import { accountingTypeTexts, attachmentTypeTexts } from './texts';

// Two dictionaries of accounting cases: the accounting types and the types of the documents a client sends each
// period. Their lists and records (the routes prefetch them, the screens read them) and their changes, which the
// cases of each type show too.

export const accountingTypesQuery = () => getListAccountingTypesQueryOptions();
export const accountingTypeQuery = (id: number) => getGetAccountingTypeQueryOptions(id);
export const loadAccountingTypeForEdit = (queryClient: QueryClient, id: number) =>
  fetchRouteData(queryClient, accountingTypeQuery(id), accountingTypeTexts.notFound);

const staleTypes = () => [getListAccountingTypesQueryKey(), getListCasesQueryKey()];
export const useCreateAccountingType = /* @__PURE__ */ refreshing(useGeneratedCreateAccountingType, staleTypes);
export const useUpdateAccountingType = /* @__PURE__ */ refreshing(useGeneratedUpdateAccountingType, staleTypes);
export const useDeleteAccountingType = /* @__PURE__ */ refreshing(useGeneratedDeleteAccountingType, staleTypes);

export const attachmentTypesQuery = () => getListAccountingAttachmentTypesQueryOptions();
export const attachmentTypeQuery = (id: number) => getGetAccountingAttachmentTypeQueryOptions(id);
export const loadAttachmentTypeForEdit = (queryClient: QueryClient, id: number) =>
  fetchRouteData(queryClient, attachmentTypeQuery(id), attachmentTypeTexts.notFound);

const staleAttachmentTypes = () => [getListAccountingAttachmentTypesQueryKey(), getListCasesQueryKey()];
export const useCreateAttachmentType = /* @__PURE__ */ refreshing(
  useGeneratedCreateAttachmentType,
  staleAttachmentTypes,
);
export const useUpdateAttachmentType = /* @__PURE__ */ refreshing(
  useGeneratedUpdateAttachmentType,
  staleAttachmentTypes,
);
export const useDeleteAttachmentType = /* @__PURE__ */ refreshing(
  useGeneratedDeleteAttachmentType,
  staleAttachmentTypes,
);
