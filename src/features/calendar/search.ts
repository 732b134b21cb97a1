import type { CalendarEventType } from '@portal/sdk/model';
import { day, oneOf, positiveInt, text } from '@/components/lists/url-values';
import { calendarEventTypeLabels } from '@/copy/calendar-labels';

/** The search of /calendarEvent/{id}/edit: which occurrence of a recurring event (its ISO start) is changed. */
export interface EventEditSearch {
  occurrence?: string;
}

export const parseEventEditSearch = (raw: Record<string, unknown>): EventEditSearch => {
  const value = typeof raw.occurrence === 'string' ? raw.occurrence : undefined;
  return value && !Number.isNaN(Date.parse(value)) && /^\d{4}-\d{2}-\d{2}T/.test(value) ? { occurrence: value } : {};
};

/** The filters and page of /calendarEvents. */
export interface EventListSearch {
  search?: string;
  type?: CalendarEventType;
  from?: string;
  to?: string;
  caseId?: number;
  page?: number;
}

const types = Object.keys(calendarEventTypeLabels) as CalendarEventType[];

export const parseEventListSearch = (raw: Record<string, unknown>): EventListSearch => {
  const search = text(raw.search);
  const type = oneOf(types, raw.type);
  const [from, to] = [day(raw.from), day(raw.to)];
  const caseId = positiveInt(raw.caseId);
  const page = positiveInt(raw.page);
  return {
    ...(search && { search: search.slice(0, 200) }),
    ...(type && { type }),
    ...(from && to && { from, to }),
    ...(caseId && { caseId }),
    ...(page && page > 1 && { page }),
  };
};
