import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ids } from '@/mocks/db/seed-ids';
import { clockStandsAt } from '@/testing/clock';
import { doubleActivate } from '@/testing/double-activate';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
async function choose(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: new RegExp(`^${label}`) }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}
/** The message under a field (Mantine links it with aria-describedby). */
const errorOf = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .filter(Boolean)
    .join(' ');
/** A time field's hours and minutes (24-hour, whatever the browser's locale). */
const timeParts = (label: string) => [
  screen.getByRole('spinbutton', { name: `${label}, godziny` }),
  screen.getByRole('spinbutton', { name: `${label}, minuty` }),
];
/** What a time field shows ("11:00"). */
const timeOf = (label: string) =>
  timeParts(label)
    .map((input) => (input as HTMLInputElement).value)
    .join(':');
/** Types a time ("10:30") as a user pastes it into the field. */
const setTime = (label: string, value: string) =>
  fireEvent.paste(timeParts(label)[0], { clipboardData: { getData: () => value } });

describe('the event form', { timeout: 40_000 }, () => {
  clockStandsAt('2026-11-26T10:00:00Z');
  afterEach(() => server.events.removeAllListeners());

  it('on a case: the case and its client preselected, the rules in Polish, a weekly event with a reminder', async () => {
    const { db, history } = renderApp(`/calendarEvent/create/case/${ids.case.loanLawsuit}`, { role: 'Manager' });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Nowe wydarzenie w sprawie: Kredyt frankowy – pozew przeciwko bankowi',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sprawa' })).toHaveValue('Kredyt frankowy – pozew przeciwko bankowi');
    // the next full hour, for an hour
    expect(field('Data rozpoczęcia')).toHaveValue('2026-11-26');
    expect(timeOf('Godzina rozpoczęcia')).toBe('11:00');

    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(errorOf(field('Tytuł'))).toBe('To pole jest wymagane');
    expect(errorOf(screen.getByRole('combobox', { name: /^Rodzaj/ }))).toBe('To pole jest wymagane');
    expect(screen.getByRole('alert')).toHaveTextContent('Popraw zaznaczone pola.');

    await userEvent.type(field('Tytuł'), 'Przegląd umowy kredytowej');
    await choose('Rodzaj', 'Spotkanie');
    setTime('Godzina zakończenia', '10:30');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(errorOf(timeParts('Godzina zakończenia')[0])).toBe('Koniec musi być po początku.');
    // nothing typed is lost
    expect(field('Tytuł')).toHaveValue('Przegląd umowy kredytowej');
    setTime('Godzina zakończenia', '12:30');

    await choose('Powtarzaj', 'Co tydzień');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Czwartek' }));
    await choose('Przypomnienie', '2 dni');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));

    await waitFor(() => expect(history.location.pathname).toBe(`/calendar/case/${ids.case.loanLawsuit}`));
    const created = db.calendarEvents.find((event) => event.title === 'Przegląd umowy kredytowej');
    expect(created).toMatchObject({
      type: 'Meeting',
      start: '2026-11-26T11:00:00.000Z',
      end: '2026-11-26T12:30:00.000Z',
      caseId: ids.case.loanLawsuit,
      recurrence: 'Weekly',
      recurrenceWeekdays: ['Thursday'],
      reminderOffset: 'TwoDays',
    });
    expect(created?.participants?.map((person) => person.id)).toEqual([ids.person.client]);
  });

  it('a double click on "Zapisz" (or the form sent again meanwhile) adds the event once', async () => {
    let posts = 0;
    const { db, history } = renderApp(`/calendarEvent/create/case/${ids.case.loanLawsuit}`, {
      role: 'Manager',
      handlers: [http.post('*/api/CalendarEvent', () => void (posts += 1))],
    });
    await screen.findByRole('heading', { level: 1, name: /^Nowe wydarzenie w sprawie/ });
    const before = db.calendarEvents.length;
    await userEvent.type(field('Tytuł'), 'Rozmowa z klientem');
    await choose('Rodzaj', 'Spotkanie');
    doubleActivate(screen.getByRole('button', { name: 'Zapisz' }));

    await waitFor(() => expect(history.location.pathname).toBe(`/calendar/case/${ids.case.loanLawsuit}`));
    await new Promise((r) => setTimeout(r, 100));
    expect(posts).toBe(1);
    expect(db.calendarEvents).toHaveLength(before + 1);
  });

  it('reads its times 24-hour (GG:MM) in a browser of another locale (en-US)', async () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('en-US');
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US']);
    renderApp('/calendarEvent/create', { role: 'Manager' });
    expect(await screen.findByRole('spinbutton', { name: 'Godzina rozpoczęcia, godziny' })).toHaveAttribute(
      'aria-valuemax',
      '23',
    );
    setTime('Godzina rozpoczęcia', '17:05');
    setTime('Godzina zakończenia', '18:30');
    expect(timeOf('Godzina rozpoczęcia')).toBe('17:05');
    expect(timeOf('Godzina zakończenia')).toBe('18:30');
    // no AM/PM part, and the empty parts read as the rules say: GG:MM
    const form = screen.getByRole('spinbutton', { name: 'Godzina zakończenia, godziny' }).closest('form')!;
    expect(form).not.toHaveTextContent(/\b(AM|PM)\b/);
    expect(within(form).queryByRole('combobox', { name: /AM|PM|am\/pm/i })).not.toBeInTheDocument();
    expect(timeParts('Godzina zakończenia').map((input) => input.getAttribute('placeholder'))).toEqual(['GG', 'MM']);
  });

  it('for a client: the event goes to the client’s calendar, the client taking part', async () => {
    const { db, history } = renderApp(`/calendarEvent/create/user/${ids.person.client}`, { role: 'Manager' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Nowe wydarzenie klienta: Anna Kowalska' }),
    ).toBeInTheDocument();
    await userEvent.type(field('Tytuł'), 'Termin złożenia PIT');
    await choose('Rodzaj', 'Termin miesięczny');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Cały dzień' }));
    expect(screen.queryByRole('spinbutton', { name: /^Godzina rozpoczęcia/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(history.location.pathname).toBe(`/calendar/user/${ids.person.client}`));
    expect(db.calendarEvents.find((event) => event.title === 'Termin złożenia PIT')).toMatchObject({
      userId: ids.person.client,
      allDay: true,
      start: '2026-11-26T00:00:00.000Z',
      end: '2026-11-26T23:59:00.000Z',
      participants: [expect.objectContaining({ id: ids.person.client })],
    });
  });

  it('offers every recurrence and reminder of the contract, in Polish', async () => {
    renderApp('/calendarEvent/create', { role: 'Manager' });
    await screen.findByRole('heading', { level: 1, name: 'Nowe wydarzenie' });
    await userEvent.click(screen.getByRole('combobox', { name: /^Powtarzaj/ }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Nie powtarzaj',
      'Codziennie',
      'Co tydzień',
      'Co dwa tygodnie',
      'Co miesiąc',
      'Co kwartał',
      'Co rok',
    ]);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('combobox', { name: /^Przypomnienie/ }));
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
        'Brak',
        '15 minut',
        '1 godzina',
        '2 godziny',
        '5 godzin',
        '24 godziny',
        '2 dni',
        '3 dni',
        '5 dni',
        '1 tydzień',
      ]),
    );
  });

  it('shows the server’s 400 messages under their fields and keeps what was typed', async () => {
    renderApp('/calendarEvent/create', {
      role: 'Manager',
      handlers: [
        http.post('*/api/CalendarEvent', () =>
          HttpResponse.json(
            { title: 'Nieprawidłowe dane', status: 400, errors: { Title: ['Taki tytuł już jest w tym dniu.'] } },
            { status: 400 },
          ),
        ),
      ],
    });
    await screen.findByRole('heading', { level: 1, name: 'Nowe wydarzenie' });
    await userEvent.type(field('Tytuł'), 'Rozprawa apelacyjna');
    await choose('Rodzaj', 'Rozprawa sądowa');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(errorOf(field('Tytuł'))).toBe('Taki tytuł już jest w tym dniu.'));
    expect(field('Tytuł')).toHaveValue('Rozprawa apelacyjna');
    expect(screen.getByRole('combobox', { name: /^Rodzaj/ })).toHaveValue('Rozprawa sądowa');
  });

  it('a recurring event, “this one”: the occurrence becomes an event of its own, the series goes on around it', async () => {
    const { db, history } = renderApp('/calendarEvent/4006/edit?occurrence=2026-11-30T07:00:00.000Z', {
      role: 'Manager',
    });
    expect(
      await screen.findByText('Zmieniasz wystąpienie z dnia 2026-11-30 wydarzenia cyklicznego.'),
    ).toBeInTheDocument();
    expect(timeOf('Godzina rozpoczęcia')).toBe('07:00');
    await userEvent.clear(field('Tytuł'));
    await userEvent.type(field('Tytuł'), 'Spotkanie managerów – podsumowanie roku');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    const scope = await screen.findByRole('dialog', { name: 'Zmiana wydarzenia cyklicznego' });
    await userEvent.click(within(scope).getByRole('button', { name: 'Tylko to wystąpienie' }));

    await waitFor(() => expect(history.location.pathname).toBe('/calendar'));
    expect(db.calendarEvents.find((event) => event.id === 4006)?.recurrenceEndDate).toBe('2026-11-29T00:00:00.000Z');
    expect(db.calendarEvents.find((event) => event.title === 'Spotkanie managerów – podsumowanie roku')).toMatchObject({
      start: '2026-11-30T07:00:00.000Z',
      recurrence: null,
    });
    expect(
      db.calendarEvents.find((event) => event.title === 'Spotkanie zespołu managerów' && event.id !== 4006),
    ).toMatchObject({ start: '2026-12-07T07:00:00.000Z', recurrence: 'Weekly' });
  });

  it('a recurring event, “this one and all future ones”: the old series ends, the changed one starts there', async () => {
    const { db } = renderApp('/calendarEvent/4006/edit?occurrence=2026-11-30T07:00:00.000Z', { role: 'Manager' });
    await screen.findByText('Zmieniasz wystąpienie z dnia 2026-11-30 wydarzenia cyklicznego.');
    setTime('Godzina rozpoczęcia', '08:00');
    setTime('Godzina zakończenia', '08:45');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    const scope = await screen.findByRole('dialog', { name: 'Zmiana wydarzenia cyklicznego' });
    await userEvent.click(within(scope).getByRole('button', { name: 'To i wszystkie następne wystąpienia' }));
    await waitFor(() =>
      expect(db.calendarEvents.filter((event) => event.title === 'Spotkanie zespołu managerów')).toHaveLength(2),
    );
    const [old, changed] = db.calendarEvents.filter((event) => event.title === 'Spotkanie zespołu managerów');
    expect(old.recurrenceEndDate).toBe('2026-11-29T00:00:00.000Z');
    expect(changed).toMatchObject({
      start: '2026-11-30T08:00:00.000Z',
      end: '2026-11-30T08:45:00.000Z',
      recurrence: 'Weekly',
      recurrenceWeekdays: ['Monday'],
    });
  });

  it('a single event is saved as it is, without asking', async () => {
    const { db } = renderApp('/calendarEvent/4002/edit', { role: 'Manager' });
    await waitFor(() => expect(field('Tytuł')).toHaveValue('Spotkanie w sprawie skargi kasacyjnej banku'));
    await userEvent.type(field('Miejsce'), 'Online');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(db.calendarEvents.find((event) => event.id === 4002)?.location).toBe('Online'));
    expect(screen.queryByRole('dialog', { name: 'Zmiana wydarzenia cyklicznego' })).not.toBeInTheDocument();
  });

  it('reopened after a save, shows what was saved; a second save keeps both changes', async () => {
    const { db, history } = renderApp('/calendarEvent/4002/edit', { role: 'Manager' });
    await waitFor(() => expect(field('Tytuł')).toHaveValue('Spotkanie w sprawie skargi kasacyjnej banku'));
    await userEvent.clear(field('Tytuł'));
    await userEvent.type(field('Tytuł'), 'Spotkanie przed rozprawą');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(history.location.pathname).toBe('/calendar'));
    await waitFor(() => expect(document.title).toMatch(/^Kalendarz \|/), { timeout: 8000 });
    // back to the form, as the browser's back button does: the router and the query cache remember the old copy
    history.back();
    await waitFor(() => expect(history.location.pathname).toBe('/calendarEvent/4002/edit'));
    await waitFor(() => expect(field('Tytuł')).toHaveValue('Spotkanie przed rozprawą'), { timeout: 5000 });
    await userEvent.type(field('Miejsce'), 'Online');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(history.location.pathname).toBe('/calendar'));
    expect(db.calendarEvents.find((event) => event.id === 4002)).toMatchObject({
      title: 'Spotkanie przed rozprawą',
      location: 'Online',
    });
  });
});
