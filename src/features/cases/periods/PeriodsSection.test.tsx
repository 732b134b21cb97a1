import { getUpdateCasePeriodStatusMockHandler } from '@portal/sdk/mocks/cases';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ids } from '@/mocks/db/seed-ids';
import { renderApp } from '@/testing/render';
import { expectSavedNotice } from '@/testing/saved-notice';
import { board, periodOf, tile, user } from './test-utils';

const { august, october, november } = ids.period;
const CLIENT_CASE = `/yourCases/${ids.case.accounting}`;
const EXPERT_CASE = `/expertCases/${ids.case.accounting}`;

const statusSelect = () => screen.getByRole('combobox', { name: 'Status okresu' });

describe('accounting periods: the board', () => {
  it('shows at a glance which periods are complete and which still wait for documents', async () => {
    renderApp(CLIENT_CASE, { role: 'Client' });
    expect(await tile('2026-08')).toHaveAccessibleName('2026-08 Zakończono Komplet');
    expect(await tile('2026-09')).toHaveAccessibleName('2026-09 Zakończono Komplet');
    expect(await tile('2026-10')).toHaveAccessibleName('2026-10 Gotowy do księgowania Dokumenty dostarczone');
    expect(await tile('2026-11')).toHaveAccessibleName('2026-11 W toku Oczekuje na dokumenty');
  });

  it('opens the newest period first; clicking a tile selects that period', async () => {
    renderApp(CLIENT_CASE, { role: 'Client' });
    expect(await tile('2026-11')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('heading', { name: 'Okres 2026-11' })).toBeInTheDocument();

    await user.click(await tile('2026-08'));
    expect(await tile('2026-08')).toHaveAttribute('aria-pressed', 'true');
    expect(await tile('2026-11')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('heading', { name: 'Okres 2026-08' })).toBeInTheDocument();
    expect(screen.getByText('Podsumowanie wysłane', { exact: false })).toBeInTheDocument();
  });

  it('counts a period without a status as "Nie rozpoczęto"', async () => {
    renderApp(`/expertCases/${ids.case.itConsultingAccounting}`, { role: 'ExpertEmployee' });
    expect(await tile('2026-11')).toHaveAccessibleName(/^2026-11 Nie rozpoczęto /);
    expect(statusSelect()).toHaveValue('Nie rozpoczęto');
  });
});

describe('accounting periods: the period status', () => {
  it('the expert changes the status; the server gets it and the board follows', async () => {
    const { db } = renderApp(EXPERT_CASE, { role: 'ExpertEmployee' });
    await board();
    expect(statusSelect()).toBeEnabled();
    expect(statusSelect()).toHaveValue('W toku');

    await user.click(statusSelect());
    await user.click(screen.getByRole('option', { name: 'Gotowy do księgowania' }));

    await waitFor(async () => expect(await tile('2026-11')).toHaveAccessibleName(/^2026-11 Gotowy do księgowania /));
    expect(periodOf(db, november).status).toBe('ReadyForAccounting');
    await expectSavedNotice('Status okresu 2026-11: Gotowy do księgowania');
  });

  it('"Zakończono" cannot be picked by hand and says how to finish the period', async () => {
    const { db } = renderApp(EXPERT_CASE, { role: 'ExpertEmployee' });
    await board();
    await user.click(statusSelect());
    const done = screen.getByRole('option', { name: /^Zakończono/ });
    expect(done).toHaveAttribute('data-combobox-disabled');
    await user.hover(within(done).getByText('Zakończono'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Wyślij podsumowanie aby zakończyć okres rozliczeniowy',
    );

    await user.click(done);
    expect(statusSelect()).toHaveValue('W toku');
    expect(periodOf(db, november).status).toBe('InProgress');
  });

  it('the client, who cannot edit the period, reads its status and checklist as text', async () => {
    renderApp(CLIENT_CASE, { role: 'Client' });
    await board();
    expect(screen.queryByRole('combobox', { name: 'Status okresu' })).not.toBeInTheDocument();
    expect(screen.getByText('Status okresu:')).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Faktury sprzedażowe' })).not.toBeInTheDocument();
    expect(screen.getByText('Faktury sprzedażowe').closest('li')).toHaveTextContent(
      /^Faktury sprzedażowe – (sprawdzone|do sprawdzenia)$/,
    );
    expect(screen.queryByRole('button', { name: 'Wyślij podsumowanie' })).not.toBeInTheDocument();
  });

  it('a refused change (400) shows the server message in Polish next to the selector', async () => {
    renderApp(EXPERT_CASE, {
      role: 'ExpertEmployee',
      handlers: [
        getUpdateCasePeriodStatusMockHandler(() => {
          throw HttpResponse.json(
            { title: 'Nieprawidłowe dane', status: 400, detail: 'Okresu nie można cofnąć do tego statusu.' },
            { status: 400 },
          );
        }),
      ],
    });
    await board();
    await user.click(statusSelect());
    await user.click(screen.getByRole('option', { name: 'Nie rozpoczęto' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Okresu nie można cofnąć do tego statusu.');
    expect(statusSelect()).toHaveValue('W toku');
  });
});

describe('accounting periods: checklist, summary, ready and send summary', () => {
  it('the expert ticks and unticks a checklist item', async () => {
    const { db } = renderApp(EXPERT_CASE, { role: 'ExpertEmployee' });
    await board();
    const item = screen.getByRole('checkbox', { name: 'Faktury sprzedażowe' });
    expect(item).not.toBeChecked();

    await user.click(item);
    await waitFor(() => {
      const checkbox = screen.getByRole('checkbox', { name: 'Faktury sprzedażowe' });
      expect(checkbox).toBeChecked();
      expect(checkbox).toBeEnabled();
    });
    const stored = () => periodOf(db, november).checklist.find((i) => i.checklistField === 'Faktury sprzedażowe');
    expect(stored()?.isChecked).toBe(true);

    await user.click(screen.getByRole('checkbox', { name: 'Faktury sprzedażowe' }));
    await waitFor(() => expect(stored()?.isChecked).toBe(false));
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Faktury sprzedażowe' })).not.toBeChecked());
  });

  it('the expert edits a summary line (value and amount)', async () => {
    const { db } = renderApp(EXPERT_CASE, { role: 'ExpertEmployee' });
    await user.click(await tile('2026-08'));
    await user.click(screen.getByRole('button', { name: 'Edytuj VAT' }));

    const form = await screen.findByRole('form', { name: 'Edycja pozycji VAT' });
    expect(within(form).getByText('VAT')).toBeVisible();
    const value = within(form).getByRole('textbox', { name: 'Wartość' });
    await user.clear(value);
    await user.type(value, '1300 zł');
    const amount = within(form).getByRole('textbox', { name: 'Kwota (zł)' });
    await user.clear(amount);
    await user.type(amount, '1300');
    await user.click(within(form).getByRole('button', { name: 'Zapisz' }));

    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edycja pozycji VAT' })).not.toBeInTheDocument());
    const line = screen.getByLabelText('Pozycja VAT');
    expect(line).toHaveTextContent('1300 zł');
    expect(line).toHaveTextContent('Kwota: 1300,00 zł');
    const vat = periodOf(db, august).summaryFields.find((f) => f.fieldName === 'Vat');
    expect(vat).toMatchObject({ value: '1300 zł', amount: 1300 });
  });

  it('the expert adds a summary line and removes one after confirming', async () => {
    const { db } = renderApp(EXPERT_CASE, { role: 'ExpertEmployee' });
    await board();
    await user.type(screen.getByRole('combobox', { name: 'Nowa pozycja podsumowania' }), 'CIT');
    await user.click(screen.getByRole('button', { name: 'Dodaj pozycję' }));
    expect(await screen.findByLabelText('Pozycja CIT')).toBeInTheDocument();
    expect(periodOf(db, november).summaryFields.map((f) => f.fieldName)).toContain('CorporateTax');

    await user.click(screen.getByRole('button', { name: 'Usuń CIT' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Czy na pewno chcesz usunąć pozycję CIT z podsumowania?');
    await user.click(within(dialog).getByRole('button', { name: 'Anuluj' }));
    expect(screen.getByLabelText('Pozycja CIT')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Usuń CIT' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(screen.queryByLabelText('Pozycja CIT')).not.toBeInTheDocument());
    expect(periodOf(db, november).summaryFields.map((f) => f.fieldName)).not.toContain('CorporateTax');
  });

  it('sending the summary (after confirming) finishes the period', async () => {
    const { db } = renderApp(EXPERT_CASE, { role: 'ExpertEmployee' });
    await user.click(await tile('2026-10'));
    // October has the client's documents, marked ready; with a summary line there is nothing to warn about
    await user.type(screen.getByRole('combobox', { name: 'Nowa pozycja podsumowania' }), 'CIT');
    await user.click(screen.getByRole('button', { name: 'Dodaj pozycję' }));
    expect(await screen.findByLabelText('Pozycja CIT')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Wyślij podsumowanie' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Czy na pewno chcesz wysłać podsumowanie okresu 2026-10 do klienta?');
    expect(within(dialog).queryByText('Uwaga, w tym okresie:')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Ok' }));

    await waitFor(async () => expect(await tile('2026-10')).toHaveAccessibleName('2026-10 Zakończono Komplet'));
    expect(await screen.findByText('Okres 2026-10 został zakończony, a klient dostał podsumowanie.')).toBeVisible();
    expect(statusSelect()).toHaveValue('Zakończono');
    expect(screen.queryByRole('button', { name: 'Wyślij podsumowanie' })).not.toBeInTheDocument();
    expect(periodOf(db, october).status).toBe('Done');
  });

  it('sending the summary of an unfinished period first says what is missing; the board then agrees', async () => {
    const { db } = renderApp(EXPERT_CASE, { role: 'ExpertEmployee' });
    await board();
    expect(screen.getByRole('heading', { name: 'Okres 2026-11' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Wyślij podsumowanie' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Uwaga, w tym okresie:')).toBeVisible();
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['podsumowanie nie ma żadnej pozycji', 'klient nie oznaczył dokumentów jako gotowe']);
    await user.click(within(dialog).getByRole('button', { name: 'Ok' }));

    await waitFor(async () =>
      expect(await tile('2026-11')).toHaveAccessibleName('2026-11 Zakończono Bez kompletu dokumentów'),
    );
    expect(screen.getByText('Okres zakończono, zanim klient oznaczył dokumenty jako gotowe')).toBeVisible();
    expect(screen.queryByText('Klient nie oznaczył jeszcze dokumentów jako gotowe')).not.toBeInTheDocument();
    expect(periodOf(db, november).status).toBe('Done');
  });

  it('the client marks the period ready', async () => {
    const { db } = renderApp(CLIENT_CASE, { role: 'Client' });
    await board();
    await user.click(screen.getByRole('button', { name: 'Oznacz jako gotowy' }));
    expect(await screen.findByText('Klient oznaczył dokumenty jako gotowe')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Oznacz jako gotowy' })).not.toBeInTheDocument();
    expect(periodOf(db, november).isReady).toBe(true);
    expect(await tile('2026-11')).not.toHaveAccessibleName(/Oczekuje na dokumenty/);
    await expectSavedNotice('Dokumenty za okres 2026-11 oznaczono jako gotowe');
  });

  it('the expert side does not mark the client ready', async () => {
    renderApp(EXPERT_CASE, { role: 'ExpertEmployee' });
    await board();
    expect(screen.queryByRole('button', { name: 'Oznacz jako gotowy' })).not.toBeInTheDocument();
    expect(screen.getByText('Klient nie oznaczył jeszcze dokumentów jako gotowe')).toBeInTheDocument();
  });
});
