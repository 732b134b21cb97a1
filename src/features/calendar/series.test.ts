import type { CalendarEvent } from '@portal/sdk/model';
import { describe, expect, it } from 'vitest';
import { deletePlan, editPlan, inputOf } from './series';

// a weekly meeting on Mondays at 08:00 UTC from 2026-11-02 (Mondays: 02, 09, 16, 23, 30) until 2026-11-30
const weekly: CalendarEvent = {
  id: 9,
  title: 'Spotkanie tygodniowe',
  type: 'Meeting',
  start: '2026-11-02T08:00:00.000Z',
  end: '2026-11-02T09:00:00.000Z',
  allDay: false,
  recurrence: 'Weekly',
  recurrenceWeekdays: ['Monday'],
  recurrenceEndDate: '2026-11-30',
  reminderOffset: 'OneHour',
  participants: [{ id: 101, firstName: 'Anna', lastName: 'Kowalska' }],
};
const single: CalendarEvent = { ...weekly, id: 3, recurrence: null, recurrenceWeekdays: [], recurrenceEndDate: null };
const changed = { ...inputOf(weekly), title: 'Zmienione' };

describe('deleting', () => {
  it('a single event is deleted as it is', () => {
    expect(deletePlan(single, single.start, 'single')).toEqual([{ kind: 'delete', id: 3 }]);
  });

  it('this and future from the first occurrence: the contract’s future delete', () => {
    expect(deletePlan(weekly, weekly.start, 'future')).toEqual([{ kind: 'deleteFuture', id: 9 }]);
  });

  it('this and future from a later occurrence: the series ends the day before it', () => {
    expect(deletePlan(weekly, '2026-11-16T08:00:00.000Z', 'future')).toEqual([
      { kind: 'patch', id: 9, data: { recurrenceEndDate: '2026-11-15T00:00:00.000Z' } },
    ]);
  });

  it('this one, the first: the series starts at the next occurrence', () => {
    expect(deletePlan(weekly, weekly.start, 'single')).toEqual([
      { kind: 'patch', id: 9, data: { start: '2026-11-09T08:00:00.000Z', end: '2026-11-09T09:00:00.000Z' } },
    ]);
  });

  it('this one, in the middle: cut before it, continued from the next one with the same end', () => {
    const [cut, rest] = deletePlan(weekly, '2026-11-16T08:00:00.000Z', 'single');
    expect(cut).toEqual({ kind: 'patch', id: 9, data: { recurrenceEndDate: '2026-11-15T00:00:00.000Z' } });
    expect(rest).toMatchObject({
      kind: 'create',
      data: {
        start: '2026-11-23T08:00:00.000Z',
        end: '2026-11-23T09:00:00.000Z',
        recurrence: 'Weekly',
        recurrenceEndDate: '2026-11-30T00:00:00.000Z',
        participantIds: [101],
      },
    });
  });

  it('this one, the last: only the cut', () => {
    expect(deletePlan(weekly, '2026-11-30T08:00:00.000Z', 'single')).toEqual([
      { kind: 'patch', id: 9, data: { recurrenceEndDate: '2026-11-29T00:00:00.000Z' } },
    ]);
  });
});

describe('editing', () => {
  it('a single event, or the whole series from its first occurrence, is replaced', () => {
    expect(editPlan(single, single.start, 'single', changed)).toEqual([{ kind: 'update', id: 3, data: changed }]);
    expect(editPlan(weekly, weekly.start, 'future', changed)).toEqual([{ kind: 'update', id: 9, data: changed }]);
  });

  it('this and future from a later occurrence: the old series ends, the changed one starts there', () => {
    expect(editPlan(weekly, '2026-11-16T08:00:00.000Z', 'future', changed)).toEqual([
      { kind: 'patch', id: 9, data: { recurrenceEndDate: '2026-11-15T00:00:00.000Z' } },
      { kind: 'create', data: changed },
    ]);
  });

  it('this one: the series skips it and the changed occurrence is an event of its own, not repeating', () => {
    const steps = editPlan(weekly, '2026-11-16T08:00:00.000Z', 'single', changed);
    expect(steps.map((step) => step.kind)).toEqual(['patch', 'create', 'create']);
    expect(steps[2]).toEqual({
      kind: 'create',
      data: { ...changed, recurrence: null, recurrenceWeekdays: [], recurrenceEndDate: null },
    });
  });
});
