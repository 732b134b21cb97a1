import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ids } from '@/mocks/db/seed-ids';
import { clockStandsAt } from '@/testing/clock';
import { mediaQueryAnswers } from '@/testing/media';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

/** The calendar's event (FullCalendar renders each as a button) with this title. */
const eventButton = async (title: string) => {
  const found = await screen.findAllByText(title, {}, { timeout: 8000 });
  return found.map((node) => node.closest<HTMLElement>('[role="button"]')).find(Boolean)!;
};
const requests = () => {
  const urls: string[] = [];
  const record = ({ request }: { request: Request }) => void urls.push(`${request.method} ${request.url}`);
  server.events.on('request:start', record);
  return urls;
};
/** The text of the file the page saved (an object URL of a Blob, then a click on a temporary link). */
const savedFiles = () => {
  const files: Blob[] = [];
  URL.createObjectURL = vi.fn((blob: Blob) => {
    files.push(blob);
    return 'blob:calendar';
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  return files;
};

describe('the calendar', { timeout: 30_000 }, () => {
  clockStandsAt('2026-11-26T10:00:00Z');
  afterEach(() => server.events.removeAllListeners());

  it('shows the client’s month in Polish from Monday, today marked, events coloured by type with a legend', async () => {
    renderApp('/calendar', { role: 'Client' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Kalendarz' })).toBeInTheDocument();
    const meeting = await eventButton('Spotkanie w sprawie skargi kasacyjnej banku');
    // a meeting is indigo, a loan cyan: the type's Mantine colour
    expect(meeting.getAttribute('style')).toContain('--mantine-color-indigo-8');
    expect((await eventButton('Rata kredytu hipotecznego')).getAttribute('style')).toContain('--mantine-color-cyan-9');
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers[0]).toMatch(/^poniedziałek/);
    expect(headers[6]).toMatch(/^niedziela/);
    expect(screen.getByText('listopad 2026')).toBeInTheDocument();
    const today = document.querySelector('[aria-current="date"]');
    expect(today?.textContent).toContain('26');
    const legend = screen.getByRole('list', { name: 'Rodzaje wydarzeń' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Rozprawa sądowa', 'Kredyt', 'Termin miesięczny', 'Księgowość', 'Inne', 'Spotkanie']);
    // the views, and every control named in Polish
    for (const view of ['Miesiąc', 'Tydzień', 'Dzień', 'Plan dnia'])
      expect(screen.getByRole('tab', { name: view })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Poprzedni okres' })).toBeInTheDocument();
    // a client plans nothing
    expect(screen.queryByRole('link', { name: 'Nowe wydarzenie' })).not.toBeInTheDocument();
  });

  it('an event opens its details with the .ics export; a client can neither edit nor delete it', async () => {
    const files = savedFiles();
    renderApp('/calendar', { role: 'Client' });
    await userEvent.click(await eventButton('Spotkanie w sprawie skargi kasacyjnej banku'));
    const dialog = await screen.findByRole('dialog', { name: 'Spotkanie w sprawie skargi kasacyjnej banku' });
    expect(within(dialog).getByText('Spotkanie zdalne')).toBeInTheDocument();
    expect(within(dialog).getByText('1 godzina')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Kredyt frankowy – pozew przeciwko bankowi' })).toHaveAttribute(
      'href',
      `/calendar/case/${ids.case.loanLawsuit}`,
    );
    expect(within(dialog).queryByRole('link', { name: 'Edytuj' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Usuń' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eksportuj do .ics' }));
    expect(files).toHaveLength(1);
    const text = await files[0].text();
    expect(text).toContain('SUMMARY:Spotkanie w sprawie skargi kasacyjnej banku\r\n');
    expect(text).toContain('DTSTART:20261126T130000Z\r\n');
    expect(text).toContain('TRIGGER:-PT1H\r\n');
  });

  it('exports the events of the view, recurring ones as their series', async () => {
    const files = savedFiles();
    renderApp('/calendar', { role: 'Client' });
    await eventButton('Rata kredytu hipotecznego');
    await userEvent.click(screen.getByRole('button', { name: 'Eksportuj widok do .ics' }));
    const text = await files[0].text();
    // the month's six weeks (2026-10-26 to 2026-12-06): the client's five events, each once
    expect(text.match(/SUMMARY:.*/g)).toEqual([
      'SUMMARY:Przesłanie dokumentów księgowych',
      'SUMMARY:Rata kredytu hipotecznego',
      'SUMMARY:Płatność VAT za październik',
      'SUMMARY:Spotkanie w sprawie skargi kasacyjnej banku',
      'SUMMARY:Webinar: KSeF w praktyce',
    ]);
    expect(text).toContain('SUMMARY:Rata kredytu hipotecznego\r\nRRULE:FREQ=MONTHLY;UNTIL=20370610\r\n');
  });

  it('on a phone, the agenda list of the week is the first view', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation(mediaQueryAnswers((query) => query.includes('max-width')));
    renderApp('/calendar', { role: 'Client' });
    await eventButton('Spotkanie w sprawie skargi kasacyjnej banku');
    // the week of 2026-11-23 as a list: no month grid, the next week's events are not there
    expect(screen.queryByRole('columnheader', { name: /poniedziałek/ })).not.toBeInTheDocument();
    expect(screen.getByText('Płatność VAT za październik')).toBeInTheDocument();
    expect(screen.queryByText('Webinar: KSeF w praktyce')).not.toBeInTheDocument();
  });

  it('a member of several organisations reads the calendar of the selected organisations', async () => {
    const urls = requests();
    renderApp('/calendar', { role: 'Manager' });
    await eventButton('Spotkanie zespołu managerów');
    expect(
      urls.some((url) => url.includes('/api/CalendarEvent/GetEventsForCurrentUser/organisation?date=2026-11-01')),
    ).toBe(true);
    // staff plan events and, as a manager, have the list of every event
    expect(screen.getByRole('link', { name: 'Nowe wydarzenie' })).toHaveAttribute('href', '/calendarEvent/create');
    expect(screen.getByRole('link', { name: 'Lista wydarzeń' })).toHaveAttribute('href', '/calendarEvents');
  });

  it('saves the user’s reminder settings', async () => {
    const bodies: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.url.includes('UpdateUserEventNotificationSettings')) bodies.push(await request.clone().json());
    });
    renderApp('/calendar', { role: 'Client' });
    await userEvent.click(await screen.findByRole('button', { name: 'Ustawienia przypomnień' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ustawienia przypomnień' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Przypomnienie przed wydarzeniem' }));
    await userEvent.click(await screen.findByRole('option', { name: '3 dni' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Wysyłaj przypomnienie e-mailem' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    await waitFor(() =>
      expect(bodies).toEqual([
        { calendarEventId: null, reminderOffset: 'ThreeDays', sendEmail: false, sendNotification: true },
      ]),
    );
    expect(await screen.findByText('Zapisano ustawienia przypomnień')).toBeInTheDocument();
  });

  it('a case’s calendar shows the events of the case', async () => {
    renderApp(`/calendar/case/${ids.case.loanLawsuit}`, { role: 'Client' });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Kalendarz sprawy: Kredyt frankowy – pozew przeciwko bankowi',
      }),
    ).toBeInTheDocument();
    await eventButton('Rata kredytu hipotecznego');
    expect(screen.queryByText('Płatność VAT za październik')).not.toBeInTheDocument();
  });

  it('a client’s calendar, opened by staff, shows what the client sees', async () => {
    renderApp(`/calendar/user/${ids.person.client}`, { role: 'Manager' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Kalendarz klienta: Anna Kowalska' }),
    ).toBeInTheDocument();
    await eventButton('Płatność VAT za październik');
    expect(screen.getByRole('link', { name: 'Nowe wydarzenie' })).toHaveAttribute(
      'href',
      `/calendarEvent/create/user/${ids.person.client}`,
    );
  });

  it('a client without a case the viewer can see has nothing to show', async () => {
    renderApp(`/calendar/user/${ids.person.newClient}`, { role: 'Admin' });
    expect(
      await screen.findByText('Ten klient nie ma sprawy, którą możesz zobaczyć, więc nie ma tu czego pokazać.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Rodzaje wydarzeń' })).not.toBeInTheDocument();
  });

  it('deleting an occurrence of a recurring event asks: this one, or this and all future ones', async () => {
    const { db } = renderApp('/calendar', { role: 'Manager' });
    const occurrences = await screen.findAllByText('Spotkanie zespołu managerów', {}, { timeout: 8000 });
    // the last Monday of the month, 2026-11-30
    await userEvent.click(occurrences.at(-1)!.closest<HTMLElement>('[role="button"]')!);
    const dialog = await screen.findByRole('dialog', { name: 'Spotkanie zespołu managerów' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Usuń' }));
    const scope = await screen.findByRole('dialog', { name: 'Usuwanie wydarzenia cyklicznego' });
    await userEvent.click(within(scope).getByRole('button', { name: 'To i wszystkie następne wystąpienia' }));
    await waitFor(() =>
      expect(db.calendarEvents.find((event) => event.id === 4006)?.recurrenceEndDate).toBe('2026-11-29T00:00:00.000Z'),
    );
    expect(await screen.findByText('Usunięto wydarzenie')).toBeInTheDocument();
  });

  it('deleting only one occurrence keeps the series before and after it', async () => {
    const { db } = renderApp('/calendar', { role: 'Manager' });
    const occurrences = await screen.findAllByText('Spotkanie zespołu managerów', {}, { timeout: 8000 });
    const mondays = occurrences.map((node) => node.closest<HTMLElement>('[role="button"]')!).filter(Boolean);
    // 2026-11-23
    await userEvent.click(mondays.at(-2)!);
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Usuń' }));
    const scope = await screen.findByRole('dialog', { name: 'Usuwanie wydarzenia cyklicznego' });
    await userEvent.click(within(scope).getByRole('button', { name: 'Tylko to wystąpienie' }));
    await waitFor(() =>
      expect(db.calendarEvents.filter((event) => event.title === 'Spotkanie zespołu managerów')).toHaveLength(2),
    );
    const [before, after] = db.calendarEvents.filter((event) => event.title === 'Spotkanie zespołu managerów');
    expect(before.recurrenceEndDate).toBe('2026-11-22T00:00:00.000Z');
    expect(after).toMatchObject({
      start: '2026-11-30T07:00:00.000Z',
      recurrence: 'Weekly',
      recurrenceWeekdays: ['Monday'],
    });
  });
});
