import * as sdk from '@portal/sdk';
import {
  getGetCaseMessageActivityQueryKey,
  getGetCaseQueryKey,
  getGetCaseQueryOptions,
  getListCaseClientAttachmentsQueryKey,
  getListCaseExpertAttachmentsQueryKey,
  getListCasesQueryKey,
  getListCaseUpdateHistoryQueryKey,
  getListClientCasesByDepartmentQueryKey,
  getListClientCasesQueryKey,
  getListDepartmentsQueryOptions,
  getListExpertClientCasesQueryKey,
  getListExpertOwnerEmployeesCasesQueryKey,
  getListManagerClientCasesQueryKey,
  getListPatronClientCasesQueryKey,
  getListProductsMinimalQueryOptions,
  getListCasesQueryOptions,
  getListClientCasesQueryOptions,
  getListExpertClientCasesQueryOptions,
  getListExpertOwnerEmployeesCasesQueryOptions,
  getListManagerClientCasesQueryOptions,
  getListPatronClientCasesQueryOptions,
} from '@portal/sdk';
import type { ApplicationUser, Case, ListCasesParams } from '@portal/sdk/model';
import {
  keepPreviousData,
  useQueryClient,
  type QueryClient,
  type UseMutationOptions,
  type UseMutationResult,
} from '@tanstack/react-query';
import { useCallback } from 'react';
import { ensureRouteData } from '../../lib/route-data';
import type { CaseFamily, CaseListSource, CaseScope } from './families';
import { caseTexts } from './texts';
import { caseListParams, parseCaseListSearch, type CaseListSearch, type CaseListUrlSearch } from './list/list-search';

// The cases domain's queries and mutations: the routes prefetch the queries in their loaders and the screens read
// the same ones; the mutations refresh what they change.

export const caseQuery = (id: number) => getGetCaseQueryOptions(id);

/**
 * The page of cases of a family's API list. `clientUserId` is the client of `clientCases/{userId}` (the route's
 * client, or the signed-in client's own id). The previous page stays on screen while the next one loads.
 */
export function caseListQuery(source: CaseListSource, params: ListCasesParams, clientUserId: number | undefined) {
  const query = { query: { placeholderData: keepPreviousData } };
  switch (source) {
    case 'listCases':
      return getListCasesQueryOptions(params, query);
    case 'listClientCases': {
      const { clientId: _clientId, ...clientParams } = params;
      return getListClientCasesQueryOptions(clientUserId as number, clientParams, query);
    }
    case 'listExpertClientCases':
      return getListExpertClientCasesQueryOptions(params, query);
    case 'listExpertOwnerEmployeesCases':
      return getListExpertOwnerEmployeesCasesQueryOptions(params, query);
    case 'listManagerClientCases':
      return getListManagerClientCasesQueryOptions(params, query);
    case 'listPatronClientCases':
      return getListPatronClientCasesQueryOptions(params, query);
  }
}

/**
 * The list query of a family's view: the route's client, if the family is fixed to one, wins over any client
 * filter; the client's own list reads the signed-in client's cases.
 */
export function familyListQuery(family: CaseFamily, view: CaseListSearch, scope: CaseScope, profileId?: number) {
  const params = { ...caseListParams(view), ...(scope.clientId !== undefined && { clientId: scope.clientId }) };
  return caseListQuery(family.source, params, family.key === 'client' ? profileId : scope.clientId);
}

/** What a route loader has: the query client, and the profile its access check loaded. */
export interface LoaderContext {
  queryClient: QueryClient;
  profile: ApplicationUser | null;
}

/** A list route's loader: the page of its URL is fetched while the screen's code loads. */
export const prefetchCaseList = (
  { queryClient, profile }: LoaderContext,
  family: CaseFamily,
  search: CaseListUrlSearch,
  scope: CaseScope = {},
) => queryClient.ensureQueryData(familyListQuery(family, parseCaseListSearch(search), scope, profile?.id));

/** A case route's loader. */
export const prefetchCase = ({ queryClient }: LoaderContext, id: number) =>
  ensureRouteData(queryClient, caseQuery(id), caseTexts.notFound);

/** A case form's loader: the product picker's lists. */
export const prefetchCaseForm = ({ queryClient }: LoaderContext) =>
  Promise.all([
    queryClient.ensureQueryData(getListProductsMinimalQueryOptions()),
    queryClient.ensureQueryData(getListDepartmentsQueryOptions()),
  ]);

// ---------------------------------------------------------------- mutations

/** After a change of a case: the case (at once, when the answer carries it), its history, its activity, every
 * case list that may show it and, for attachment changes, both attachment lists. */
export function useRefreshCase() {
  const queryClient = useQueryClient();
  return useCallback(
    (
      caseId: number,
      {
        updated,
        attachments,
        clientId: knownClient,
      }: { updated?: Case; attachments?: boolean; clientId?: number } = {},
    ) => {
      if (updated) queryClient.setQueryData(getGetCaseQueryKey(caseId), updated);
      const clientId =
        knownClient ?? updated?.clientId ?? queryClient.getQueryData<Case>(getGetCaseQueryKey(caseId))?.clientId;
      const keys = [
        ...caseChangeKeys(caseId, clientId),
        // without params the keys match every variant of the lists (newOnly too)
        ...(attachments
          ? [getListCaseClientAttachmentsQueryKey(caseId), getListCaseExpertAttachmentsQueryKey(caseId)]
          : []),
      ];
      return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
    [queryClient],
  );
}

/** What a change of the case makes stale: the case, its history, its activity and the lists that may show it. */
export const caseChangeKeys = (caseId: number, clientId?: number) => [
  getGetCaseQueryKey(caseId),
  getListCaseUpdateHistoryQueryKey(caseId),
  getGetCaseMessageActivityQueryKey(caseId),
  ...caseListKeys(clientId),
];

/** Every case list that may show a case of `clientId` (all pages and filters). */
export const caseListKeys = (clientId: number | undefined) => [
  getListCasesQueryKey(),
  ...(clientId === undefined
    ? []
    : [getListClientCasesQueryKey(clientId), getListClientCasesByDepartmentQueryKey(clientId)]),
  getListManagerClientCasesQueryKey(),
  getListPatronClientCasesQueryKey(),
  getListExpertClientCasesQueryKey(),
  getListExpertOwnerEmployeesCasesQueryKey(),
];

type GeneratedMutation<TData, TVariables> = (options?: {
  mutation?: UseMutationOptions<TData, unknown, TVariables>;
}) => UseMutationResult<TData, unknown, TVariables>;

/**
 * A generated mutation of one case that refreshes what it changed once the server accepted it:
 * `useSetCaseStatus(caseId).mutate(...)`. Screens pass nothing down for that.
 */
function caseMutation<TData, TVariables>(
  useGenerated: GeneratedMutation<TData, TVariables>,
  refresh: { answersWithCase?: boolean; attachments?: boolean } = {},
) {
  return function useCaseMutation(caseId: number) {
    const refreshCase = useRefreshCase();
    return useGenerated({
      mutation: {
        onSuccess: (answer) =>
          refreshCase(caseId, {
            updated: refresh.answersWithCase ? (answer as Case) : undefined,
            attachments: refresh.attachments,
          }),
      },
    });
  };
}

// the case and its fields (the answer is the updated case)
export const useSetCaseStatus = caseMutation(sdk.useSetCaseStatus, { answersWithCase: true });
export const usePatchCase = caseMutation(sdk.usePatchCase, { answersWithCase: true });
export const useSetCaseProduct = caseMutation(sdk.useSetCaseProduct, { answersWithCase: true });
export const useSetCaseExpert = caseMutation(sdk.useSetCaseExpert, { answersWithCase: true });
export const useSetCaseManagers = caseMutation(sdk.useSetCaseManagers, { answersWithCase: true });
export const useSetCaseManagerLeader = caseMutation(sdk.useSetCaseManagerLeader, { answersWithCase: true });
export const useSetCaseSalesPerson = caseMutation(sdk.useSetCaseSalesPerson, { answersWithCase: true });
// the agreement and meetings
export const useUploadCaseAgreement = caseMutation(sdk.useUploadCaseAgreement);
export const useDeleteCaseAgreement = caseMutation(sdk.useDeleteCaseAgreement);
export const useCreateCaseMeeting = caseMutation(sdk.useCreateCaseMeeting);
export const useUpdateCaseMeeting = caseMutation(sdk.useUpdateCaseMeeting);
export const useDeleteCaseMeeting = caseMutation(sdk.useDeleteCaseMeeting);
// comments
export const useCreateCaseMessage = caseMutation(sdk.useCreateCaseMessage);
// case attachments
export const useUploadCaseClientAttachments = caseMutation(sdk.useUploadCaseClientAttachments, { attachments: true });
export const useUploadCaseExpertAttachments = caseMutation(sdk.useUploadCaseExpertAttachments, { attachments: true });
export const useDeleteCaseClientAttachment = caseMutation(sdk.useDeleteCaseClientAttachment, { attachments: true });
export const useDeleteCaseExpertAttachment = caseMutation(sdk.useDeleteCaseExpertAttachment, { attachments: true });
export const useSetCaseAttachmentType = caseMutation(sdk.useSetCaseAttachmentType, { attachments: true });
export const useMarkCaseAttachmentPaid = caseMutation(sdk.useMarkCaseAttachmentPaid, { attachments: true });
// accounting periods
export const useUpdateCasePeriodStatus = caseMutation(sdk.useUpdateCasePeriodStatus, { answersWithCase: true });
export const useMarkCasePeriodChecklistItem = caseMutation(sdk.useMarkCasePeriodChecklistItem);
export const useMarkCasePeriodReady = caseMutation(sdk.useMarkCasePeriodReady);
export const useSendCasePeriodSummary = caseMutation(sdk.useSendCasePeriodSummary);
export const useSetCasePeriodSummaryFieldByName = caseMutation(sdk.useSetCasePeriodSummaryFieldByName);
export const useUpdateCasePeriodSummaryField = caseMutation(sdk.useUpdateCasePeriodSummaryField);
export const useDeleteCasePeriodSummaryField = caseMutation(sdk.useDeleteCasePeriodSummaryField);
export const useSetCaseClientAttachmentCompleted = caseMutation(sdk.useSetCaseClientAttachmentCompleted);
export const useSetCaseExpertAttachmentCompleted = caseMutation(sdk.useSetCaseExpertAttachmentCompleted);
export const useUploadCasePeriodClientAttachments = caseMutation(sdk.useUploadCasePeriodClientAttachments);
export const useUploadCasePeriodExpertAttachments = caseMutation(sdk.useUploadCasePeriodExpertAttachments);
export const useDeleteCasePeriodClientAttachment = caseMutation(sdk.useDeleteCasePeriodClientAttachment);
export const useDeleteCasePeriodExpertAttachment = caseMutation(sdk.useDeleteCasePeriodExpertAttachment);
