import { notifications } from '@mantine/notifications';
import type { CalendarEventOccurrence } from '@portal/sdk/model';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { clockStandsAt } from '@/testing/clock';
import { renderApp } from '@/testing/render';
import { movedTimes, useMoveEvent } from './event-actions';

const occurrenceOf = (event: Omit<CalendarEventOccurrence, 'occurrenceStart' | 'occurrenceEnd'>) => ({
  ...event,
  occurrenceStart: event.start,
  occurrenceEnd: event.end,
});

// FullCalendar's dragging needs a real layout (the browser test drags); here its drop handler runs as the
// calendar calls it: the event, where it was dropped, and how to put it back.
describe('moving an event by dragging it', { timeout: 30_000 }, () => {
  clockStandsAt('2026-11-26T10:00:00Z');

  const setUp = async () => {
    const app = renderApp('/calendar', { role: 'Manager' });
    await screen.findByRole('heading', { level: 1, name: 'Kalendarz' });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
    );
    const shown = vi.spyOn(notifications, 'show');
    const { result } = renderHook(() => useMoveEvent(), { wrapper });
    return { ...app, move: result.current, shown };
  };

  it('moves it (PATCH of start and end) and “Cofnij” puts it back', async () => {
    const { db, move, shown } = await setUp();
    const visit = db.calendarEvents.find((event) => event.id === 4008)!;
    const revert = vi.fn();
    move(occurrenceOf(visit), new Date('2026-11-25T13:00:00Z'), new Date('2026-11-25T14:30:00Z'), revert);
    await waitFor(() =>
      expect(db.calendarEvents.find((event) => event.id === 4008)?.start).toBe('2026-11-25T13:00:00.000Z'),
    );
    expect(db.calendarEvents.find((event) => event.id === 4008)?.end).toBe('2026-11-25T14:30:00.000Z');
    await waitFor(() => expect(shown).toHaveBeenCalled());
    const notice = shown.mock.calls.at(-1)![0];
    expect(notice.title).toBe('Przesunięto wydarzenie');
    // the app's notifications show it
    expect(
      await screen.findByText('Przesunięto „Wizyta u klienta – przegląd dokumentacji” na 2026-11-25 13:00.'),
    ).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Cofnij' }));
    await waitFor(() =>
      expect(db.calendarEvents.find((event) => event.id === 4008)?.start).toBe('2026-11-24T09:00:00Z'),
    );
    expect(db.calendarEvents.find((event) => event.id === 4008)?.end).toBe('2026-11-24T10:30:00Z');
    expect(revert).not.toHaveBeenCalled();
  });

  it('a refused move puts the event back where it was', async () => {
    const { move } = await setUp();
    const revert = vi.fn();
    const gone = occurrenceOf({
      id: 9999,
      title: 'Nie ma',
      type: 'Other',
      start: '2026-11-24T09:00:00Z',
      end: '2026-11-24T10:00:00Z',
      allDay: false,
      reminderOffset: 'None',
    });
    move(gone, new Date('2026-11-25T09:00:00Z'), null, revert);
    await waitFor(() => expect(revert).toHaveBeenCalled());
  });

  it('an all-day event keeps its length and the API’s midnight (UTC)', () => {
    const allDay = occurrenceOf({
      id: 1,
      title: 'VAT',
      type: 'Accounting',
      start: '2026-11-25T00:00:00Z',
      end: '2026-11-25T23:59:00Z',
      allDay: true,
      reminderOffset: 'None',
    });
    expect(movedTimes(allDay, new Date('2026-11-27T00:00:00'), new Date('2026-11-28T00:00:00'))).toEqual({
      start: '2026-11-27T00:00:00.000Z',
      end: '2026-11-27T23:59:00.000Z',
    });
  });
});
