import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ids } from '@/mocks/db/seed-ids';
import { exportCsv } from '@/testing/files';
import { bodyRows, cellTexts, plainSpaces } from '@/testing/lists';
import { renderApp } from '@/testing/render';

/** The seed's last working week. */
const WEEK = 'from=2026-11-16&to=2026-11-20';

/** A totals card's table as [measure, plan, outcome, realisation] rows. */
const totals = async (name: string) =>
  bodyRows(await screen.findByRole('table', { name: `Plan i wykonanie w okresie: ${name}` }, { timeout: 5000 })).map(
    (row) => cellTexts(row).map((text) => plainSpaces(text)),
  );

async function pick(label: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name: option }, { timeout: 5000 }));
}

afterEach(() => vi.restoreAllMocks());

describe('/reporting', { timeout: 30_000 }, () => {
  it("an administrator sees each manager's totals and realisation of the period, and everyone's", async () => {
    renderApp(`/reporting?${WEEK}`, { role: 'Admin' });
    expect(await totals('Wszyscy managerowie')).toEqual([
      ['Rozmowy telefoniczne', '364', '319', '88%'],
      ['Spotkania', '46', '39', '85%'],
      ['Nowe leady', '48', '41', '85%'],
      ['Wysłane oferty', '36', '32', '89%'],
      ['Podpisane umowy', '24', '20', '83%'],
      ['Sprzedaż (zł)', '128 700,00 zł', '93 600,00 zł', '73%'],
    ]);
    const katarzyna = await totals('Katarzyna Wiśniewska');
    expect(katarzyna[0]).toEqual(['Rozmowy telefoniczne', '133', '119', '89%']);
    expect(katarzyna[5]).toEqual(['Sprzedaż (zł)', '31 500,00 zł', '23 800,00 zł', '76%']);
    // the team leader filed no outcome on Friday
    expect(
      within(screen.getByRole('region', { name: 'Beata Olszewska' })).getByText('Plany: 5 dni, wykonanie: 4 dni'),
    ).toBeVisible();
    // a manager who reported nothing is named so
    const director = screen.getByRole('region', { name: 'Sebastian Stępień' });
    expect(within(director).getByText('Brak raportów w tym okresie.')).toBeVisible();
    expect(within(director).queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sprzedaż (zł): plan i wykonanie według managerów' })).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Manager' })).toBeInTheDocument();
  });

  it('a manager sees only their own figures, whatever manager the address names', async () => {
    renderApp(`/reporting?${WEEK}&managerId=${ids.person.clientManager}`, { role: 'Manager' });
    expect((await totals('Katarzyna Wiśniewska'))[0]).toEqual(['Rozmowy telefoniczne', '133', '119', '89%']);
    expect(screen.getByText(/Widzisz tylko swoje raporty\./)).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Dariusz Majewski' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Wszyscy managerowie' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Manager' })).not.toBeInTheDocument();
    // one manager's figures are charted day by day
    const days = screen.getByRole('table', { name: 'Sprzedaż (zł) dzień po dniu' });
    expect(bodyRows(days).map((row) => plainSpaces(cellTexts(row).join('|')))).toContain(
      '2026-11-20|4500,00 zł|10 450,00 zł|+5950,00 zł',
    );
  });

  it('keeps the period, the manager and the measure in the address', async () => {
    const { history, db } = renderApp(`/reporting?${WEEK}`, { role: 'Admin' });
    await totals('Wszyscy managerowie');
    await pick('Manager', 'Dariusz Majewski');
    await waitFor(() => expect(history.location.search).toBe(`?managerId=${ids.person.clientManager}&${WEEK}`));
    expect(await totals('Dariusz Majewski')).toHaveLength(6);
    expect(screen.queryByRole('region', { name: 'Wszyscy managerowie' })).not.toBeInTheDocument();

    await pick('Miara na wykresie', 'Rozmowy telefoniczne');
    await waitFor(() => expect(history.location.search).toContain('measure=phoneCalls'));
    expect(screen.getByRole('heading', { name: 'Rozmowy telefoniczne: plan i wykonanie dzień po dniu' })).toBeVisible();
    const calls = (day: string, kind: string) =>
      db.managerReports.find((r) => r.managerId === ids.person.clientManager && r.date === day && r.kind === kind)
        ?.phoneCalls;
    const rows = bodyRows(screen.getByRole('table', { name: 'Rozmowy telefoniczne dzień po dniu' }));
    expect(rows.map((row) => cellTexts(row).slice(0, 3))).toEqual(
      ['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20'].map((day) => [
        day,
        String(calls(day, 'Planned')),
        String(calls(day, 'Actual')),
      ]),
    );
  });

  it('exports the days of the period, one line per manager and day, as CSV', async () => {
    renderApp('/reporting?from=2026-11-20&to=2026-11-20', { role: 'Admin' });
    await totals('Wszyscy managerowie');
    const { name, lines } = await exportCsv();
    expect(name).toMatch(/^raporty-managerow-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(lines).toEqual([
      'Dzień;Manager;Rozmowy telefoniczne – plan;Rozmowy telefoniczne – wykonanie;Spotkania – plan;' +
        'Spotkania – wykonanie;Nowe leady – plan;Nowe leady – wykonanie;Wysłane oferty – plan;' +
        'Wysłane oferty – wykonanie;Podpisane umowy – plan;Podpisane umowy – wykonanie;Sprzedaż (zł) – plan;' +
        'Sprzedaż (zł) – wykonanie;Komentarz do planu;Komentarz do wykonania',
      '2026-11-20;Dariusz Majewski;29;29;1;1;5;5;3;3;2;2;5600;6900;Spotkanie z klientem z branży transportowej.;',
      '2026-11-20;Beata Olszewska;12;;4;;3;;2;;1;;9000;;;',
      '2026-11-20;Katarzyna Wiśniewska;29;30;2;2;3;3;2;2;1;2;4500;10450;;',
    ]);
  });

  it('a period without reports says so', async () => {
    renderApp('/reporting?from=2026-08-01&to=2026-08-31', { role: 'Admin' });
    expect(await screen.findByText('Brak raportów w wybranym okresie.', {}, { timeout: 5000 })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Eksportuj do CSV' })).toBeDisabled();
  });
});
