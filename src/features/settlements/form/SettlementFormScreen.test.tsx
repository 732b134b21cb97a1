import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { settlementId } from '@/mocks/db/settlement-ids';
import { errorOf, field } from '@/testing/fields';
import { doubleActivate } from '@/testing/double-activate';
import { renderApp } from '@/testing/render';

describe('the settlement form', { timeout: 30_000 }, () => {
  it('creates a settlement of a case; the list shows it', async () => {
    const { db, history } = renderApp('/settlement/create/1001', { role: 'Admin' });
    expect(
      await screen.findByText('Sprawa: Księgowość 2026 – Kowalska Design', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    await userEvent.type(await field('Kwota netto'), '1000');
    await userEvent.type(await field('Kwota brutto'), '1230');
    await userEvent.click(screen.getByRole('button', { name: 'Dodaj rozliczenie' }));
    await waitFor(() => expect(history.location.pathname).toBe('/settlements'));
    const created = db.settlements.at(-1)!;
    expect(created).toMatchObject({ caseId: 1001, amountDue: 1000, grossAmount: 1230, paymentStatus: 'Forecast' });
    expect(await screen.findByText('Rozliczenie zostało dodane')).toBeInTheDocument();
  });

  it('a double click on "Dodaj rozliczenie" (or the form sent again meanwhile) creates one settlement', async () => {
    let posts = 0;
    const { db, history } = renderApp('/settlement/create/1001', {
      role: 'Admin',
      handlers: [http.post('*/api/Settlement', () => void (posts += 1))],
    });
    const before = db.settlements.length;
    await screen.findByText('Sprawa: Księgowość 2026 – Kowalska Design', {}, { timeout: 5000 });
    await userEvent.type(await field('Kwota netto'), '1000');
    await userEvent.type(await field('Kwota brutto'), '1230');
    // the amount is taken as the field is left, as a click on the button would leave it
    await userEvent.tab();
    doubleActivate(screen.getByRole('button', { name: 'Dodaj rozliczenie' }));
    await waitFor(() => expect(history.location.pathname).toBe('/settlements'));
    await new Promise((r) => setTimeout(r, 100));
    expect(posts).toBe(1);
    expect(db.settlements).toHaveLength(before + 1);
  });

  it('says what is missing in Polish and keeps what was typed; an issued invoice needs its number and dates', async () => {
    const { db } = renderApp('/settlement/create/1001', { role: 'Manager' });
    const before = db.settlements.length;
    await userEvent.type(await field('Kwota netto'), '500');
    await userEvent.click(screen.getByRole('combobox', { name: 'Status płatności' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Wystawiono fakturę' }));
    await userEvent.type(await field('Data wystawienia'), '2026-11-20');
    await userEvent.type(await field('Termin płatności'), '2026-11-10');
    await userEvent.click(screen.getByRole('button', { name: 'Dodaj rozliczenie' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Popraw zaznaczone pola.');
    expect(errorOf(await field('Kwota brutto'))).toBe('To pole jest wymagane');
    expect(errorOf(await field('Numer faktury'))).toBe('To pole jest wymagane');
    expect(errorOf(await field('Termin płatności'))).toBe(
      'Termin płatności nie może być wcześniejszy niż data wystawienia',
    );
    expect(await field('Kwota netto')).toHaveValue('500,00 zł');
    expect(db.settlements).toHaveLength(before);
  });

  it('edits a settlement: its values to start with, the change saved', async () => {
    const { db, history } = renderApp(`/settlement/${settlementId(2)}/edit`, { role: 'Admin' });
    const number = await field('Numer faktury');
    expect(number).toHaveValue('FV/2026/10/0087');
    expect(await field('Kwota brutto')).toHaveValue('430,50 zł');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Notatki' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Notatki' }), 'Klient zapłaci po korekcie.');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(history.location.pathname).toBe('/settlements'));
    expect(db.settlements.find((s) => s.id === settlementId(2))!.notes).toBe('Klient zapłaci po korekcie.');
  });

  it('reopened after a save, shows what was saved; a second save keeps both changes', async () => {
    const user = userEvent.setup();
    const { db, history } = renderApp(`/settlement/${settlementId(2)}/edit`, { role: 'Admin' });
    const notes = () => screen.findByRole('textbox', { name: 'Notatki' }, { timeout: 5000 });
    await user.clear(await notes());
    await user.type(await notes(), 'Pierwsza zmiana');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(history.location.pathname).toBe('/settlements'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Rozliczenia' }, { timeout: 5000 })).toBeVisible();
    // back to the form, as the browser's back button does: the router and the query cache remember the old copy
    history.back();
    await waitFor(() => expect(history.location.pathname).toBe(`/settlement/${settlementId(2)}/edit`));
    expect(await notes()).toHaveValue('Pierwsza zmiana');
    const number = await field('Numer faktury');
    await user.clear(number);
    await user.type(number, 'FV/2026/10/0099');
    await user.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(history.location.pathname).toBe('/settlements'));
    expect(db.settlements.find((s) => s.id === settlementId(2))).toMatchObject({
      notes: 'Pierwsza zmiana',
      invoiceNumber: 'FV/2026/10/0099',
    });
  });

  it('an unknown settlement shows the not-found page; a client is sent to the main page', async () => {
    renderApp('/settlement/5e771e00-2026-4b1c-9a2d-00000000ffff/edit', { role: 'Admin' });
    expect(await screen.findByText('Nie znaleziono rozliczenia', {}, { timeout: 5000 })).toBeInTheDocument();
    const { history } = renderApp('/settlement/create/1001', { role: 'Client' });
    await waitFor(() => expect(history.location.pathname).toBe('/'));
  });
});

describe('the settlement’s files', { timeout: 30_000 }, () => {
  it('are added with a description and removed when the form is saved', async () => {
    const { db, history } = renderApp(`/settlement/${settlementId(2)}/edit`, { role: 'Admin' });
    const settlement = db.settlements.find((s) => s.id === settlementId(2))!;
    settlement.attachments = [
      { id: 900, settlementId: settlement.id, fileName: 'stara-faktura.pdf', description: 'Pierwsza wersja' },
    ];
    await field('Numer faktury');
    expect(await screen.findByText('stara-faktura.pdf')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Usuń plik stara-faktura.pdf' }));
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, new File(['%PDF-1.4'], 'korekta.pdf', { type: 'application/pdf' }));
    await userEvent.type(await field('Opis pliku korekta.pdf'), 'Faktura korygująca');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(history.location.pathname).toBe('/settlements'));
    // jsdom sends the file nameless ("blob"): it is told by its description and type
    expect(db.settlements.find((s) => s.id === settlementId(2))!.attachments).toEqual([
      expect.objectContaining({ description: 'Faktura korygująca', contentType: 'application/pdf' }),
    ]);
  });
});
