import {
  useCreateCase as useGeneratedCreateCase,
  useCreateCaseMeeting as useGeneratedCreateCaseMeeting,
  useCreateCaseMessage as useGeneratedCreateCaseMessage,
  useDeleteCaseAgreement as useGeneratedDeleteCaseAgreement,
  useDeleteCaseClientAttachment as useGeneratedDeleteCaseClientAttachment,
  useDeleteCaseExpertAttachment as useGeneratedDeleteCaseExpertAttachment,
  useDeleteCaseMeeting as useGeneratedDeleteCaseMeeting,
  useDeleteCasePeriodClientAttachment as useGeneratedDeleteCasePeriodClientAttachment,
  useDeleteCasePeriodExpertAttachment as useGeneratedDeleteCasePeriodExpertAttachment,
  useDeleteCasePeriodSummaryField as useGeneratedDeleteCasePeriodSummaryField,
  useMarkCaseAttachmentPaid as useGeneratedMarkCaseAttachmentPaid,
  useMarkCasePeriodChecklistItem as useGeneratedMarkCasePeriodChecklistItem,
  useMarkCasePeriodReady as useGeneratedMarkCasePeriodReady,
  usePatchCase as useGeneratedPatchCase,
  useSendCasePeriodSummary as useGeneratedSendCasePeriodSummary,
  useSetCaseAttachmentType as useGeneratedSetCaseAttachmentType,
  useSetCaseClientAttachmentCompleted as useGeneratedSetCaseClientAttachmentCompleted,
  useSetCaseExpert as useGeneratedSetCaseExpert,
  useSetCaseExpertAttachmentCompleted as useGeneratedSetCaseExpertAttachmentCompleted,
  useSetCaseManagerLeader as useGeneratedSetCaseManagerLeader,
  useSetCaseManagers as useGeneratedSetCaseManagers,
  useSetCasePeriodSummaryFieldByName as useGeneratedSetCasePeriodSummaryFieldByName,
  useSetCaseProduct as useGeneratedSetCaseProduct,
  useSetCaseSalesPerson as useGeneratedSetCaseSalesPerson,
  useSetCaseStatus as useGeneratedSetCaseStatus,
  useUpdateCase as useGeneratedUpdateCase,
  useUpdateCaseGeneralInfo as useGeneratedUpdateCaseGeneralInfo,
  useUpdateCaseMeeting as useGeneratedUpdateCaseMeeting,
  useUpdateCasePeriodStatus as useGeneratedUpdateCasePeriodStatus,
  useUpdateCasePeriodSummaryField as useGeneratedUpdateCasePeriodSummaryField,
  useUploadCaseAgreement as useGeneratedUploadCaseAgreement,
  useUploadCaseClientAttachments as useGeneratedUploadCaseClientAttachments,
  useUploadCaseExpertAttachments as useGeneratedUploadCaseExpertAttachments,
  useUploadCasePeriodClientAttachments as useGeneratedUploadCasePeriodClientAttachments,
  useUploadCasePeriodExpertAttachments as useGeneratedUploadCasePeriodExpertAttachments,
} from '@portal/sdk';
import {
  getGetCaseMessageActivityQueryKey,
  getGetCaseMessageActivityQueryOptions,
  getGetCaseQueryKey,
  getGetCaseQueryOptions,
  getListCaseClientAttachmentsQueryKey,
  getListCaseExpertAttachmentsQueryKey,
  getListCasesQueryKey,
  getListCaseUpdateHistoryQueryKey,
  getListDepartmentsQueryOptions,
  getListProductsMinimalQueryOptions,
  getListCasesQueryOptions,
  getListClientCasesQueryOptions,
  getListExpertClientCasesQueryOptions,
  getListExpertOwnerEmployeesCasesQueryOptions,
  getListManagerClientCasesQueryOptions,
  getListPatronClientCasesQueryOptions,
  getListClientCaseSettlementsQueryOptions,
  getListCaseOffersQueryOptions,
  getListCaseInvoicesQueryOptions,
  getListCaseClientAttachmentsQueryOptions,
  getListCaseExpertAttachmentsQueryOptions,
  getListAccountingAttachmentTypesQueryOptions,
  getListNotificationsQueryKey,
} from '@portal/sdk';
import {
  SortDirection,
  type ApplicationUser,
  type Case,
  type CaseMessageActivity,
  type ListCasesParams,
} from '@portal/sdk/model';
import type { CallInit } from '@portal/sdk/runtime';
import {
  keepPreviousData,
  useQueryClient,
  type QueryClient,
  type UseMutationOptions,
  type UseMutationResult,
} from '@tanstack/react-query';
import { refreshing, refreshingAfterRead, refreshKeys } from '@/lib/mutations';
import { ensureRouteData, fetchRouteData, type NamedPageData } from '@/lib/route-data';
import type { CaseFamily, CaseListSource, CaseScope } from './families';
import { caseTexts } from './texts';

// The cases domain's queries and mutations: the routes prefetch the queries in their loaders and the screens read
// the same ones; the mutations refresh what they change.

export const caseQuery = (id: number) => getGetCaseQueryOptions(id);

/**
 * A case's comments and history, for the activity panel once it is scrolled into view. The server counts the
 * case's notifications read when it answers: the bell's list is refreshed then.
 */
export const caseActivityQuery = (caseId: number, sortDirection: SortDirection, enabled: boolean) =>
  refreshingAfterRead(
    getGetCaseMessageActivityQueryOptions(
      caseId,
      { sortDirection },
      { query: { enabled, placeholderData: keepPreviousData } },
    ),
    [getListNotificationsQueryKey()],
  );

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
export function familyListQuery(family: CaseFamily, params: ListCasesParams, scope: CaseScope, profileId?: number) {
  const scoped = { ...params, ...(scope.clientId !== undefined && { clientId: scope.clientId }) };
  return caseListQuery(family.source, scoped, family.key === 'client' ? profileId : scope.clientId);
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
  params: ListCasesParams,
  scope: CaseScope = {},
) => queryClient.ensureQueryData(familyListQuery(family, params, scope, profile?.id));

/** The settlements of a client's case, for what the case waits for from the client (its unpaid invoices). */
export const clientCaseSettlementsQuery = (caseId: number) => getListClientCaseSettlementsQueryOptions(caseId);

/**
 * The client's case route's loader: the case, and its settlements fetched beside it, so the top of the page does
 * not grow when they arrive. Their failure does not fail the page: the top then lists no invoices.
 */
export const prefetchClientCase = async (context: LoaderContext, id: number): Promise<NamedPageData> => {
  const { queryClient } = context;
  // what the page lists below its top, fetched beside the case: each part then renders once, with its data,
  // instead of each re-rendering (and the page re-flowing) as its answer comes
  void queryClient.prefetchQuery(getListCaseOffersQueryOptions(id));
  void queryClient.prefetchQuery(getListCaseInvoicesQueryOptions(id));
  void queryClient.prefetchQuery(getListCaseClientAttachmentsQueryOptions(id));
  void queryClient.prefetchQuery(getListCaseExpertAttachmentsQueryOptions(id));
  void queryClient.prefetchQuery(attachmentTypesQuery());
  const [page] = await Promise.all([
    prefetchCaseDetails(context, id),
    queryClient.prefetchQuery(clientCaseSettlementsQuery(id)),
  ]);
  return page;
};

/** The accounting attachment types (the periods' documents are classified by them); they rarely change. */
export const attachmentTypesQuery = () =>
  getListAccountingAttachmentTypesQueryOptions({ query: { staleTime: 5 * 60_000 } });

/**
 * A case details route's loader: the case, with the code of the page's work part (periods, comments, files)
 * starting to load beside it rather than once the page has rendered. The page does not wait for that code: its
 * top shows first.
 */
export const prefetchCaseDetails = (context: LoaderContext, id: number): Promise<NamedPageData> => {
  import('./details/CaseWorkSections').catch(() => undefined); // a failure shows where the page renders it
  return prefetchCase(context, id);
};

/** A case route's loader: the page is named after the case. */
export const prefetchCase = async ({ queryClient }: LoaderContext, id: number): Promise<NamedPageData> => ({
  pageTitle: (await ensureRouteData(queryClient, caseQuery(id), caseTexts.notFound)).name,
});

/**
 * The loader of a page below a case (an invoice of it): the crumb of the case is named after it. A case that fails
 * to load leaves the crumb "Sprawa": the page itself handles its own data.
 */
export const caseCrumb = async ({ queryClient }: LoaderContext, caseId: number): Promise<NamedPageData> => {
  try {
    return { paramTitles: { caseId: (await queryClient.ensureQueryData(caseQuery(caseId))).name } };
  } catch {
    return {};
  }
};

/** A case edit route's loader: the case fetched fresh (its form saves the whole case back), the picker's lists. */
export const loadCaseForEdit = async (context: LoaderContext, id: number) => {
  await Promise.all([
    fetchRouteData(context.queryClient, caseQuery(id), caseTexts.notFound),
    prefetchCaseForm(context),
  ]);
};

/** A case form's loader: the product picker's lists. */
export const prefetchCaseForm = ({ queryClient }: LoaderContext) =>
  Promise.all([
    queryClient.ensureQueryData(getListProductsMinimalQueryOptions()),
    queryClient.ensureQueryData(getListDepartmentsQueryOptions()),
  ]);

// ---------------------------------------------------------------- mutations

/**
 * What a change of a case makes stale: every case query (the case's own, and each list that may show it: a key of
 * one path covers every query below it), its history and its activity.
 */
export const caseChangeKeys = (caseId: number) => [
  getListCasesQueryKey(),
  getListCaseUpdateHistoryQueryKey(caseId),
  getGetCaseMessageActivityQueryKey(caseId),
];

/** The same, and both attachment lists of the case (without params: every variant, newOnly too). */
const caseFilesChangeKeys = (caseId: number) => [
  ...caseChangeKeys(caseId),
  getListCaseClientAttachmentsQueryKey(caseId),
  getListCaseExpertAttachmentsQueryKey(caseId),
];

type GeneratedMutation<TData, TVariables> = (options?: {
  mutation?: UseMutationOptions<TData, unknown, TVariables>;
  request?: CallInit;
}) => UseMutationResult<TData, unknown, TVariables>;

/**
 * A generated mutation of one case that refreshes what it changed once the server accepted it (the case at once,
 * when the answer carries it): `useSetCaseStatus(caseId).mutate(...)`. Screens pass nothing down for that.
 */
function caseMutation<TData, TVariables>(
  useGenerated: GeneratedMutation<TData, TVariables>,
  refresh: { answersWithCase?: boolean; attachments?: boolean } = {},
) {
  return function useCaseMutation(caseId: number, request?: CallInit) {
    const queryClient = useQueryClient();
    return useGenerated({
      mutation: {
        onSuccess: (answer) => {
          if (refresh.answersWithCase) queryClient.setQueryData(getGetCaseQueryKey(caseId), answer as Case);
          return refreshKeys(queryClient, refresh.attachments ? caseFilesChangeKeys(caseId) : caseChangeKeys(caseId));
        },
      },
      request,
    });
  };
}

/** How far the server's clock may be behind the browser's when a comment's time is compared with the sending. */
const CLOCK_SKEW_MS = 5 * 60_000;

/**
 * Looking, after a comment got no answer (`isLostAnswer`), for whether the server stored it. Called as the comment
 * is sent (it notes the time and the comments already known); the look it returns fetches the case's comments
 * fresh and finds one with the same text by the same author, new since the sending. When found, what a sent
 * comment refreshes is refreshed, so the list shows it.
 */
export function useLostCommentCheck(caseId: number) {
  const queryClient = useQueryClient();
  return (content: string, authorId: number) => {
    const sentAt = Date.now();
    const activityKey = getGetCaseMessageActivityQueryKey(caseId);
    const known = new Set(
      queryClient
        .getQueriesData<CaseMessageActivity>({ queryKey: activityKey })
        .flatMap(([, activity]) => activity?.messages.map((message) => message.id) ?? []),
    );
    return async () => {
      const { messages } = await queryClient.fetchQuery({
        ...getGetCaseMessageActivityQueryOptions(caseId, { sortDirection: SortDirection.Newest }),
        staleTime: 0,
      });
      const stored = messages.some(
        (message) =>
          !known.has(message.id) &&
          message.content === content &&
          // a server that does not say who wrote it: the text and the time decide
          (message.createdById ?? authorId) === authorId &&
          Date.parse(message.createdAt) >= sentAt - CLOCK_SKEW_MS,
      );
      if (stored) void refreshKeys(queryClient, caseChangeKeys(caseId));
      return stored;
    };
  };
}

// the case forms, which name the case by the call (a new case's id comes with the answer)
export const useCreateCase = /* @__PURE__ */ refreshing(useGeneratedCreateCase, (created) =>
  caseChangeKeys(created.id),
);
export const useUpdateCase = /* @__PURE__ */ refreshing(useGeneratedUpdateCase, (_, { id }) => caseChangeKeys(id));
export const useUpdateCaseGeneralInfo = /* @__PURE__ */ refreshing(useGeneratedUpdateCaseGeneralInfo, (_, { id }) =>
  caseChangeKeys(id),
);
export const useUploadNewCaseFiles = /* @__PURE__ */ refreshing(useGeneratedUploadCaseClientAttachments, (_, { id }) =>
  caseFilesChangeKeys(id),
);
// the case and its fields (the answer is the updated case)
export const useSetCaseStatus = /* @__PURE__ */ caseMutation(useGeneratedSetCaseStatus, { answersWithCase: true });
export const usePatchCase = /* @__PURE__ */ caseMutation(useGeneratedPatchCase, { answersWithCase: true });
export const useSetCaseProduct = /* @__PURE__ */ caseMutation(useGeneratedSetCaseProduct, { answersWithCase: true });
export const useSetCaseExpert = /* @__PURE__ */ caseMutation(useGeneratedSetCaseExpert, { answersWithCase: true });
export const useSetCaseManagers = /* @__PURE__ */ caseMutation(useGeneratedSetCaseManagers, { answersWithCase: true });
export const useSetCaseManagerLeader = /* @__PURE__ */ caseMutation(useGeneratedSetCaseManagerLeader, {
  answersWithCase: true,
});
export const useSetCaseSalesPerson = /* @__PURE__ */ caseMutation(useGeneratedSetCaseSalesPerson, {
  answersWithCase: true,
});
// the agreement and meetings
export const useUploadCaseAgreement = /* @__PURE__ */ caseMutation(useGeneratedUploadCaseAgreement);
export const useDeleteCaseAgreement = /* @__PURE__ */ caseMutation(useGeneratedDeleteCaseAgreement);
export const useCreateCaseMeeting = /* @__PURE__ */ caseMutation(useGeneratedCreateCaseMeeting);
export const useUpdateCaseMeeting = /* @__PURE__ */ caseMutation(useGeneratedUpdateCaseMeeting);
export const useDeleteCaseMeeting = /* @__PURE__ */ caseMutation(useGeneratedDeleteCaseMeeting);
// comments
export const useCreateCaseMessage = /* @__PURE__ */ caseMutation(useGeneratedCreateCaseMessage);
// case attachments
export const useUploadCaseClientAttachments = /* @__PURE__ */ caseMutation(useGeneratedUploadCaseClientAttachments, {
  attachments: true,
});
export const useUploadCaseExpertAttachments = /* @__PURE__ */ caseMutation(useGeneratedUploadCaseExpertAttachments, {
  attachments: true,
});
export const useDeleteCaseClientAttachment = /* @__PURE__ */ caseMutation(useGeneratedDeleteCaseClientAttachment, {
  attachments: true,
});
export const useDeleteCaseExpertAttachment = /* @__PURE__ */ caseMutation(useGeneratedDeleteCaseExpertAttachment, {
  attachments: true,
});
export const useSetCaseAttachmentType = /* @__PURE__ */ caseMutation(useGeneratedSetCaseAttachmentType, {
  attachments: true,
});
export const useMarkCaseAttachmentPaid = /* @__PURE__ */ caseMutation(useGeneratedMarkCaseAttachmentPaid, {
  attachments: true,
});
// accounting periods
export const useUpdateCasePeriodStatus = /* @__PURE__ */ caseMutation(useGeneratedUpdateCasePeriodStatus, {
  answersWithCase: true,
});
export const useMarkCasePeriodChecklistItem = /* @__PURE__ */ caseMutation(useGeneratedMarkCasePeriodChecklistItem);
export const useMarkCasePeriodReady = /* @__PURE__ */ caseMutation(useGeneratedMarkCasePeriodReady);
export const useSendCasePeriodSummary = /* @__PURE__ */ caseMutation(useGeneratedSendCasePeriodSummary);
export const useSetCasePeriodSummaryFieldByName = /* @__PURE__ */ caseMutation(
  useGeneratedSetCasePeriodSummaryFieldByName,
);
export const useUpdateCasePeriodSummaryField = /* @__PURE__ */ caseMutation(useGeneratedUpdateCasePeriodSummaryField);
export const useDeleteCasePeriodSummaryField = /* @__PURE__ */ caseMutation(useGeneratedDeleteCasePeriodSummaryField);
export const useSetCaseClientAttachmentCompleted = /* @__PURE__ */ caseMutation(
  useGeneratedSetCaseClientAttachmentCompleted,
);
export const useSetCaseExpertAttachmentCompleted = /* @__PURE__ */ caseMutation(
  useGeneratedSetCaseExpertAttachmentCompleted,
);
export const useUploadCasePeriodClientAttachments = /* @__PURE__ */ caseMutation(
  useGeneratedUploadCasePeriodClientAttachments,
);
export const useUploadCasePeriodExpertAttachments = /* @__PURE__ */ caseMutation(
  useGeneratedUploadCasePeriodExpertAttachments,
);
export const useDeleteCasePeriodClientAttachment = /* @__PURE__ */ caseMutation(
  useGeneratedDeleteCasePeriodClientAttachment,
);
export const useDeleteCasePeriodExpertAttachment = /* @__PURE__ */ caseMutation(
  useGeneratedDeleteCasePeriodExpertAttachment,
);
