import {
  getGetCalendarEventQueryKey,
  getGetCalendarEventQueryOptions,
  getListCalendarEventsForCaseQueryKey,
  getListCalendarEventsForCaseQueryOptions,
  getListCalendarEventsForCurrentUserOrganisationQueryKey,
  getListCalendarEventsForCurrentUserOrganisationQueryOptions,
  getListCalendarEventsForCurrentUserQueryKey,
  getListCalendarEventsForCurrentUserQueryOptions,
  getListCalendarEventsForUserQueryKey,
  getListCalendarEventsForUserQueryOptions,
  getListCalendarEventsQueryKey,
  useCreateCalendarEvent as useGeneratedCreate,
  useDeleteCalendarEvent as useGeneratedDelete,
  useDeleteCalendarEventFuture as useGeneratedDeleteFuture,
  usePatchCalendarEvent as useGeneratedPatch,
  useUpdateCalendarEvent as useGeneratedUpdate,
} from '@portal/sdk';
import type { CalendarEventOccurrence } from '@portal/sdk/model';
import type { QueryClient, UseQueryOptions } from '@tanstack/react-query';
import { refreshing } from '@/lib/mutations';
import { fetchRouteData } from '@/lib/route-data';
import { calendarTexts } from './texts';

// The calendar's data: the month lists each calendar screen reads, and the changes, which refresh every calendar
// list (an event shows in the calendars of its user, participants, case and organisation alike).

/** A month's occurrences of one calendar (`day` is YYYY-MM-DD of that month). */
export type MonthQuery = (
  day: string,
) => UseQueryOptions<CalendarEventOccurrence[], unknown, CalendarEventOccurrence[]>;

/**
 * The signed-in user's calendar; for a member of several organisations the organisation call, with the selected
 * organisation (all of theirs when none is selected).
 */
export const ownCalendar =
  (severalOrganisations: boolean, selected: number): MonthQuery =>
  (day) =>
    (severalOrganisations
      ? getListCalendarEventsForCurrentUserOrganisationQueryOptions({
          date: day,
          ...(selected > 0 && { organisations: [selected] }),
        })
      : getListCalendarEventsForCurrentUserQueryOptions({ date: day })) as ReturnType<MonthQuery>;

export const caseCalendar =
  (caseId: number): MonthQuery =>
  (day) =>
    getListCalendarEventsForCaseQueryOptions({ date: day, caseId }) as ReturnType<MonthQuery>;

/** A client's calendar: the catalogue's call names one of the client's cases, not the client. */
export const userCalendar =
  (caseId: number): MonthQuery =>
  (day) =>
    getListCalendarEventsForUserQueryOptions({ date: day, caseId }) as ReturnType<MonthQuery>;

export const eventQuery = (id: number) => getGetCalendarEventQueryOptions(id);

/** `/calendarEvent/{id}/edit`: the event, fetched fresh (its form saves the whole event back). */
export const loadEventForEdit = ({ queryClient }: { queryClient: QueryClient }, id: number) =>
  fetchRouteData(queryClient, eventQuery(id), calendarTexts.form.notFound);

const stale = <V>(_answer: unknown, variables: V) => {
  const id = (variables as { id?: number }).id;
  return [
    getListCalendarEventsQueryKey(),
    getListCalendarEventsForCurrentUserQueryKey(),
    getListCalendarEventsForCurrentUserOrganisationQueryKey(),
    getListCalendarEventsForCaseQueryKey(),
    getListCalendarEventsForUserQueryKey(),
    ...(id ? [getGetCalendarEventQueryKey(id)] : []),
  ];
};
export const useCreateCalendarEvent = /* @__PURE__ */ refreshing(useGeneratedCreate, stale);
export const useUpdateCalendarEvent = /* @__PURE__ */ refreshing(useGeneratedUpdate, stale);
export const usePatchCalendarEvent = /* @__PURE__ */ refreshing(useGeneratedPatch, stale);
export const useDeleteCalendarEvent = /* @__PURE__ */ refreshing(useGeneratedDelete, stale);
export const useDeleteCalendarEventFuture = /* @__PURE__ */ refreshing(useGeneratedDeleteFuture, stale);
/** The user's reminders: no call reads them back, so nothing is refreshed. */
export { useUpdateCalendarEventNotificationSettings } from '@portal/sdk';
