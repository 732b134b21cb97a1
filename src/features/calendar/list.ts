import {
  listCalendarEventsForCaseQueryRules,
  listCalendarEventsQueryRules,
} from '@portal/sdk/query-rules/calendar-events';
import { CalendarEventType } from '@portal/sdk/model';
import { listSearch } from '@/components/lists/list-search';

const { page, search, sortBy, sortDirection } = listCalendarEventsQueryRules;
// the list call takes only a text search: the type, case and period are filtered on the client, their values
// checked by the rules of the calls that take them (a case's events: its id and a day) and the contract's types
const { caseId, date } = listCalendarEventsForCaseQueryRules;

/** `/calendarEvents`: the list call's search and order, and the filters applied to what it answers. */
export const eventList = listSearch(
  {
    page,
    search,
    sortBy,
    sortDirection,
    type: { type: 'string', enum: Object.values(CalendarEventType) },
    caseId,
    from: date,
    to: date,
  },
  { pageSize: 25, sort: { by: 'start', fields: { start: 'asc', title: 'asc' } } },
);
