import {
  getDownloadApplicationUserLeasingSurveyPdfQueryOptions,
  getGetApplicationUserLeasingSurveyQueryKey,
  getGetApplicationUserLeasingSurveyQueryOptions,
  useSaveApplicationUserLeasingSurveyBasicInfo,
  useSaveApplicationUserLeasingSurveyClients,
  useSaveApplicationUserLeasingSurveyCompany,
  useSaveApplicationUserLeasingSurveyDecisivePerson,
  useSaveApplicationUserLeasingSurveyFinances,
  useSaveApplicationUserLeasingSurveyObligations,
  useSaveApplicationUserLeasingSurveyRepresentatives,
  useSaveApplicationUserLeasingSurveyShareholders,
} from '@portal/sdk';
import { refreshing } from '@/lib/mutations';

// A client's leasing survey: read whole, saved a section at a time (each answer is the whole survey).

/** The survey of the client (a route's loader may prefetch it with the same options). */
export const leasingSurveyQuery = (clientId: number) => getGetApplicationUserLeasingSurveyQueryOptions(clientId);

/** The survey's PDF, fetched fresh each time (a section saved a moment ago is in it). */
export const leasingSurveyPdfQuery = (clientId: number) => ({
  ...getDownloadApplicationUserLeasingSurveyPdfQueryOptions(clientId),
  staleTime: 0,
});

/** A saved section makes the client's survey stale (its PDF is under the same path). */
const surveyOf = (id: number) => [getGetApplicationUserLeasingSurveyQueryKey(id)];

export const useSaveBasicInfo = refreshing(useSaveApplicationUserLeasingSurveyBasicInfo, (_, { id }) => surveyOf(id));
export const useSaveCompany = refreshing(useSaveApplicationUserLeasingSurveyCompany, (_, { id }) => surveyOf(id));
export const useSaveDecisivePerson = refreshing(useSaveApplicationUserLeasingSurveyDecisivePerson, (_, { id }) =>
  surveyOf(id),
);
export const useSaveFinances = refreshing(useSaveApplicationUserLeasingSurveyFinances, (_, { id }) => surveyOf(id));
export const useSaveClients = refreshing(useSaveApplicationUserLeasingSurveyClients, (_, { id }) => surveyOf(id));
export const useSaveObligations = refreshing(useSaveApplicationUserLeasingSurveyObligations, (_, { id }) =>
  surveyOf(id),
);
export const useSaveRepresentatives = refreshing(useSaveApplicationUserLeasingSurveyRepresentatives, (_, { id }) =>
  surveyOf(id),
);
export const useSaveShareholders = refreshing(useSaveApplicationUserLeasingSurveyShareholders, (_, { id }) =>
  surveyOf(id),
);
