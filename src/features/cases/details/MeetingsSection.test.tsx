import type { CaseMeeting } from '@portal/sdk/model';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { DemoDb } from '@/mocks/db/db';
import { ids } from '@/mocks/db/seed-ids';
import { badRequest } from '@/testing/server';
import { doubleActivate } from '@/testing/double-activate';
import { renderApp } from '@/testing/render';
import { expectSavedNotice } from '@/testing/saved-notice';

const loanLawsuit = ids.case.loanLawsuit;
const meetingsOf = (db: DemoDb) => db.cases.find((c) => c.id === loanLawsuit)!.meetings ?? [];
const meetingsSection = () => screen.findByRole('region', { name: 'Spotkania' }, { timeout: 5000 });

const existing: CaseMeeting = {
  id: 900,
  caseId: loanLawsuit,
  date: '2026-11-03T09:30:00.000Z',
  durationMinutes: 60,
  type: 'FaceToFaceAtGWE',
  kind: 'Planned',
  participants: [{ id: ids.person.client, firstName: 'Anna', lastName: 'Kowalska' }],
  notes: 'Pierwsze spotkanie',
};

const withMeeting = (db: DemoDb) => {
  db.cases.find((c) => c.id === loanLawsuit)!.meetings = [structuredClone(existing)];
};

async function chooseOption(dialog: HTMLElement, label: string, option: string) {
  await userEvent.click(within(dialog).getByRole('combobox', { name: label }));
  await userEvent.click(await within(dialog).findByRole('option', { name: option }));
}

// the whole app renders in each test: allow for a busy machine
describe('meetings', { timeout: 30_000 }, () => {
  it('adds a meeting; an incomplete form is refused with Polish messages', async () => {
    const { db } = renderApp(`/cases/${loanLawsuit}`, { role: 'Admin' });
    const section = await meetingsSection();
    expect(within(section).getByText('Brak spotkań.')).toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: 'Dodaj spotkanie' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nowe spotkanie' });

    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    // date and type are missing
    expect(await within(dialog).findAllByText('To pole jest wymagane')).toHaveLength(2);
    expect(meetingsOf(db)).toHaveLength(0);

    // date and time through the picker
    await userEvent.click(within(dialog).getByRole('button', { name: /Data i godzina/ }));
    await userEvent.click(await within(dialog).findByRole('button', { name: /^15 / }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zatwierdź datę i godzinę' }));
    await chooseOption(dialog, 'Rodzaj spotkania', 'Spotkanie u klienta');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Czas trwania (minuty)' }), '45');
    await chooseOption(dialog, 'Uczestnicy', 'Anna Kowalska');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Notatki' }), 'Podpisanie pełnomocnictwa');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));

    await waitFor(() => expect(meetingsOf(db)).toHaveLength(1));
    const saved = meetingsOf(db)[0];
    expect(saved).toMatchObject({ type: 'FaceToFaceAtClients', kind: 'Planned', durationMinutes: 45 });
    expect(saved.notes).toBe('Podpisanie pełnomocnictwa');
    expect(saved.participants?.map((p) => p.id)).toEqual([ids.person.client]);
    expect(new Date(saved.date).getDate()).toBe(15);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(section).findByText('Podpisanie pełnomocnictwa')).toBeInTheDocument();
    expect(within(section).getByText('Spotkanie u klienta')).toBeInTheDocument();
    await expectSavedNotice('Spotkanie zostało dodane');
  });

  it('a double click on "Zapisz" (or the form sent again meanwhile) adds the meeting once', async () => {
    let posts = 0;
    const { db } = renderApp(`/cases/${loanLawsuit}`, {
      role: 'Admin',
      handlers: [http.post('*/api/Case/:id/meeting', () => void (posts += 1))],
    });
    const section = await meetingsSection();
    await userEvent.click(within(section).getByRole('button', { name: 'Dodaj spotkanie' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nowe spotkanie' });
    await userEvent.click(within(dialog).getByRole('button', { name: /Data i godzina/ }));
    await userEvent.click(await within(dialog).findByRole('button', { name: /^15 / }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zatwierdź datę i godzinę' }));
    await chooseOption(dialog, 'Rodzaj spotkania', 'Spotkanie u klienta');
    doubleActivate(within(dialog).getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await new Promise((r) => setTimeout(r, 100));
    expect(posts).toBe(1);
    expect(meetingsOf(db)).toHaveLength(1);
  });

  it('a closed form gives the focus back to its button, and opens again empty', async () => {
    renderApp(`/cases/${loanLawsuit}`, { role: 'Admin' });
    const add = within(await meetingsSection()).getByRole('button', { name: 'Dodaj spotkanie' });
    await userEvent.click(add);
    let dialog = await screen.findByRole('dialog', { name: 'Nowe spotkanie' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Notatki' }), 'Szkic');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(add).toHaveFocus());

    await userEvent.click(add);
    dialog = await screen.findByRole('dialog', { name: 'Nowe spotkanie' });
    expect(within(dialog).getByRole('textbox', { name: 'Notatki' })).toHaveValue('');
  });

  it('editing keeps everything typed on a server error, then saves', async () => {
    let fail = true;
    const { db } = renderApp(`/cases/${loanLawsuit}`, {
      role: 'Admin',
      handlers: [
        http.put(`*/api/Case/${loanLawsuit}/meeting/900`, () => {
          if (fail) return HttpResponse.json({ title: 'Błąd serwera' }, { status: 500 });
        }),
      ],
    });
    withMeeting(db);
    const section = await meetingsSection();
    await userEvent.click(await within(section).findByRole('button', { name: /^Edytuj: spotkanie z 2026-11-03/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Edycja spotkania' });
    const notes = within(dialog).getByRole('textbox', { name: 'Notatki' });
    expect(notes).toHaveValue('Pierwsze spotkanie');
    await userEvent.clear(notes);
    await userEvent.type(notes, 'Spotkanie przełożone');
    await chooseOption(dialog, 'Status spotkania', 'Odbyte');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));

    expect(await screen.findByText('Wystąpił błąd')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edycja spotkania' })).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Nie udało się zapisać zmian. Spróbuj ponownie.');
    expect(notes).toHaveValue('Spotkanie przełożone');
    expect(within(dialog).getByRole('combobox', { name: 'Status spotkania' })).toHaveValue('Odbyte');
    expect(meetingsOf(db)[0].notes).toBe('Pierwsze spotkanie');

    fail = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(meetingsOf(db)[0]).toMatchObject({ notes: 'Spotkanie przełożone', kind: 'Actual' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(section).findByText('Spotkanie przełożone')).toBeInTheDocument();
    await expectSavedNotice('Spotkanie zostało zapisane');
  });

  it('a meeting without notes shows "—", as every empty value of the case does', async () => {
    const { db } = renderApp(`/cases/${loanLawsuit}`, { role: 'Admin' });
    withMeeting(db);
    meetingsOf(db)[0].notes = null;
    const section = await meetingsSection();
    const row = (await within(section).findByText('Spotkanie w biurze')).closest('tr')!;
    expect(within(row).getByText('—')).toBeInTheDocument();
    expect(within(row).queryByText('-')).not.toBeInTheDocument();
  });

  it('deletes a meeting after confirmation', async () => {
    const { db } = renderApp(`/cases/${loanLawsuit}`, { role: 'Admin' });
    withMeeting(db);
    const section = await meetingsSection();
    await userEvent.click(await within(section).findByRole('button', { name: /^Usuń: spotkanie z 2026-11-03/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Usuwanie spotkania' });
    expect(dialog).toHaveTextContent(/Czy na pewno chcesz usunąć spotkanie z 2026-11-03/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(meetingsOf(db)).toHaveLength(0));
    expect(await within(section).findByText('Brak spotkań.')).toBeInTheDocument();
    await expectSavedNotice('Spotkanie zostało usunięte');
  });

  it('a refused delete (400) says why in the section and keeps the meeting', async () => {
    const { db } = renderApp(`/cases/${loanLawsuit}`, {
      role: 'Admin',
      handlers: [
        http.delete(`*/api/Case/${loanLawsuit}/meeting/900`, () => badRequest('Nie można usunąć odbytego spotkania')),
      ],
    });
    withMeeting(db);
    const section = await meetingsSection();
    await userEvent.click(await within(section).findByRole('button', { name: /^Usuń: spotkanie z 2026-11-03/ }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ok' }));
    expect(await within(section).findByText('Nie można usunąć odbytego spotkania')).toBeInTheDocument();
    expect(meetingsOf(db)).toHaveLength(1);
    expect(within(section).getByText('Pierwsze spotkanie')).toBeInTheDocument();
  });
});
