import * as mocks from '@portal/sdk/mocks/calendar-events';
import type {
  CalendarEvent,
  CalendarEventInput,
  CalendarEventNotificationSettings,
  CalendarEventPatch,
} from '@portal/sdk/model';
import { dayBefore, occurrencesOf, seriesEnd } from '@/lib/calendar/occurrences';
import type { DemoDb } from '@/mocks/db/db';
import { eventDefaults } from './defaults';
import { actingUserId } from '@/mocks/shared/acting-user';
import { assertCaseAccess, actsAsClient } from '@/mocks/shared/access';
import { forbidden, notFound, type FieldErrors } from '@/mocks/shared/answers';
import type { MockContext } from '@/mocks/shared/context';
import { compareValues, matchesSearch, pageOf, sortDirectionOf } from '@/mocks/shared/lists';
import { findCase, userRefOf } from '@/mocks/shared/records';
import { intParam, nowIso, searchParams, selectedOrganisation } from '@/mocks/shared/request';
import { lazySchemas, validBody } from '@/mocks/shared/validation';

const schemas = lazySchemas(() => import('@portal/sdk/zod/calendar-events'));

/**
 * The month (UTC) of the `date` query (YYYY-MM-DD), the current month when it is absent or malformed:
 * [its first moment, the first moment of the next month).
 */
function monthOf(date: string | null): [number, number] {
  const match = /^(\d{4})-(\d{2})-\d{2}/.exec(date ?? '');
  const now = new Date();
  const [year, month] = match ? [Number(match[1]), Number(match[2]) - 1] : [now.getUTCFullYear(), now.getUTCMonth()];
  return [Date.UTC(year, month, 1), Date.UTC(year, month + 1, 1)];
}

/**
 * The events of a user's calendar: their own, those they take part in, those of their cases (as the client), and
 * those of an organisation they belong to for all its members (only the selected organisations', when chosen).
 */
function eventsOf(db: DemoDb, userId: number, organisations: number[] | undefined) {
  const memberOf = new Set(db.organisationUsers.filter((m) => m.userId === userId).map((m) => m.organisationId));
  const ownCases = new Set(db.cases.filter((item) => item.clientId === userId).map((item) => item.id));
  return db.calendarEvents.filter((event) => {
    if (event.userId === userId || event.participants?.some((person) => person.id === userId)) return true;
    if (event.caseId && ownCases.has(event.caseId)) return true;
    const forOrganisation = event.organisationId ?? undefined;
    return (
      !event.userId &&
      forOrganisation !== undefined &&
      memberOf.has(forOrganisation) &&
      (organisations === undefined || organisations.includes(forOrganisation))
    );
  });
}

/** The occurrences of `events` in the month of the request's `date`, by start. */
function monthly(events: CalendarEvent[], request: Request) {
  const [from, to] = monthOf(searchParams(request).get('date'));
  return events
    .flatMap((event) => occurrencesOf(event, from, to))
    .sort((a, b) => a.occurrenceStart.localeCompare(b.occurrenceStart) || a.id - b.id);
}

/** The rules the contract cannot express: the end after the start, the series' end not before it, a known case. */
function rules(db: DemoDb) {
  return (body: CalendarEventPatch, stored?: CalendarEvent): FieldErrors => {
    const start = body.start ?? stored?.start;
    const end = body.end ?? stored?.end;
    const seriesLast = body.recurrenceEndDate === undefined ? stored?.recurrenceEndDate : body.recurrenceEndDate;
    const caseId = body.caseId === undefined ? stored?.caseId : body.caseId;
    return {
      end: start && end && Date.parse(end) < Date.parse(start) ? ['Koniec musi być po początku.'] : undefined,
      recurrenceEndDate:
        start && seriesLast && seriesEnd({ recurrenceEndDate: seriesLast }) <= Date.parse(start)
          ? ['Koniec powtarzania nie może być przed początkiem.']
          : undefined,
      caseId: caseId && !db.cases.some((item) => item.id === caseId) ? ['Nie ma takiej sprawy.'] : undefined,
      participantIds: body.participantIds?.some((id) => !userRefOf(db, id))
        ? ['Nie ma takiego użytkownika.']
        : undefined,
    };
  };
}

/** The stored record of an input: the references copied, the ids of what they name kept. */
function stored(db: DemoDb, values: CalendarEventPatch, record: Partial<CalendarEvent>): CalendarEvent {
  const { participantIds, ...fields } = values;
  const merged = { ...record, ...fields } as CalendarEvent;
  const item = merged.caseId ? db.cases.find((c) => c.id === merged.caseId) : undefined;
  return {
    ...merged,
    case: item ? { id: item.id, name: item.name } : null,
    participants: participantIds ? participantIds.map((id) => userRefOf(db, id)) : (merged.participants ?? []),
  };
}

/**
 * The calendar (`CalendarEvent`): the paged list of every event, create, get, replace, merge-patch, delete (the
 * whole series, or an event and the later parts of its series), the month calendars of the acting user (also by
 * organisation), of a case and of a case's client, recurring events expanded into occurrences, and the reminder
 * settings. A client reads and changes only what is in their own calendar.
 */
export const calendarEventsHandlers = ({ db }: MockContext) => {
  const check = rules(db);
  const find = (id: unknown) => {
    const event = db.calendarEvents.find((item) => item.id === intParam(id as string));
    if (!event) throw notFound('Nie znaleziono: wydarzenie');
    return event;
  };
  /** A client may touch only the events of their own calendar; staff every event. */
  const findFor = (request: Request, id: unknown) => {
    const event = find(id);
    const userId = actingUserId(request);
    if (userId !== undefined && actsAsClient(db, request) && !eventsOf(db, userId, undefined).includes(event))
      throw forbidden();
    return event;
  };
  const stamp = (request: Request, created: boolean) => {
    const by = actingUserId(request) ?? null;
    return created ? { createdAt: nowIso(), createdById: by } : { updatedAt: nowIso(), updatedById: by };
  };

  return [
    mocks.getListCalendarEventsMockHandler(({ request }) => {
      const query = searchParams(request);
      const sign = sortDirectionOf(query) === 0 ? 1 : -1;
      const key = (query.get('sortBy') ?? 'start').toLowerCase();
      const value = (event: CalendarEvent) =>
        key === 'title' ? event.title : key === 'type' ? event.type : key === 'id' ? event.id : event.start;
      const found = db.calendarEvents
        .filter((event) => matchesSearch(query.get('search'), event.title, event.location, event.case?.name))
        .sort((a, b) => sign * compareValues(value(a), value(b)) || a.id - b.id);
      return pageOf(found, query);
    }),
    mocks.getCreateCalendarEventMockHandler(async ({ request }) => {
      const body = (await validBody((await schemas()).CreateCalendarEventBody, request, (value) =>
        check(value),
      )) as CalendarEventInput;
      if (body.caseId) assertCaseAccess(db, request, findCase(db, body.caseId));
      const event = stored(
        db,
        { ...eventDefaults, userId: actingUserId(request) ?? null, ...body },
        {
          id: db.nextId('calendarEvents'),
          seriesId: null,
          ...stamp(request, true),
        },
      );
      db.calendarEvents.push(event);
      db.save();
      return event;
    }),
    mocks.getGetCalendarEventMockHandler(({ request, params }) => findFor(request, params.id)),
    // PUT replaces the fields of the input (a field left out is cleared); the id, series and audit fields stay
    mocks.getUpdateCalendarEventMockHandler(async ({ request, params }) => {
      const event = findFor(request, params.id);
      const body = (await validBody((await schemas()).UpdateCalendarEventBody, request, (value) =>
        check(value),
      )) as CalendarEventInput;
      const { id, seriesId, createdAt, createdById } = event;
      const next = stored(
        db,
        { ...eventDefaults, participantIds: [], ...body },
        {
          id,
          seriesId,
          createdAt,
          createdById,
          ...stamp(request, false),
        },
      );
      db.calendarEvents.splice(db.calendarEvents.indexOf(event), 1, next);
      db.save();
      return next;
    }),
    mocks.getPatchCalendarEventMockHandler(async ({ request, params }) => {
      const event = findFor(request, params.id);
      const body = (await validBody((await schemas()).PatchCalendarEventBody, request, (value) =>
        check(value, event),
      )) as CalendarEventPatch;
      const next = stored(db, body, { ...event, ...stamp(request, false) });
      db.calendarEvents.splice(db.calendarEvents.indexOf(event), 1, next);
      db.save();
      return next;
    }),
    mocks.getDeleteCalendarEventMockHandler(({ request, params }) => {
      const event = findFor(request, params.id);
      db.calendarEvents.splice(db.calendarEvents.indexOf(event), 1);
      db.save();
    }),
    // the event and the later parts of its series go; an earlier part of the series now ends the day before it
    mocks.getDeleteCalendarEventFutureMockHandler(({ request, params }) => {
      const event = findFor(request, params.id);
      const series = event.seriesId ?? event.id;
      const start = Date.parse(event.start);
      const ofSeries = (item: CalendarEvent) => item.id === series || item.seriesId === series;
      const gone = db.calendarEvents.filter(
        (item) => item === event || (ofSeries(item) && Date.parse(item.start) > start),
      );
      for (const item of gone) db.calendarEvents.splice(db.calendarEvents.indexOf(item), 1);
      for (const item of db.calendarEvents)
        if (ofSeries(item) && item.recurrence && seriesEnd(item) > start)
          item.recurrenceEndDate = dayBefore(event.start);
      db.save();
    }),
    mocks.getListCalendarEventsForCurrentUserMockHandler(({ request }) => {
      const userId = actingUserId(request);
      if (userId === undefined) return [];
      const organisation = selectedOrganisation(request);
      return monthly(eventsOf(db, userId, organisation === undefined ? undefined : [organisation]), request);
    }),
    mocks.getListCalendarEventsForCurrentUserOrganisationMockHandler(({ request }) => {
      const userId = actingUserId(request);
      if (userId === undefined) return [];
      const chosen = searchParams(request)
        .getAll('organisations')
        .map((id) => intParam(id))
        .filter((id): id is number => id !== undefined);
      return monthly(eventsOf(db, userId, chosen.length ? chosen : undefined), request);
    }),
    mocks.getListCalendarEventsForCaseMockHandler(({ request }) => {
      const item = findCase(db, intParam(searchParams(request).get('caseId')));
      assertCaseAccess(db, request, item);
      return monthly(
        db.calendarEvents.filter((event) => event.caseId === item.id),
        request,
      );
    }),
    // the catalogue gives this call a case, not a user: the calendar of that case's client
    mocks.getListCalendarEventsForUserMockHandler(({ request }) => {
      const item = findCase(db, intParam(searchParams(request).get('caseId')));
      assertCaseAccess(db, request, item);
      return monthly(eventsOf(db, item.clientId, undefined), request);
    }),
    mocks.getUpdateCalendarEventNotificationSettingsMockHandler(async ({ request }) => {
      const body = await validBody((await schemas()).UpdateCalendarEventNotificationSettingsBody, request);
      if (body.calendarEventId) findFor(request, body.calendarEventId);
      return { calendarEventId: null, ...body } as CalendarEventNotificationSettings;
    }),
  ];
};
