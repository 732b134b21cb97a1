import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ids } from '@/mocks/db/seed-ids';
import { REPORT_EXISTS } from '@/mocks/manager-reports';
import { bodyRows, cellTexts, plainSpaces } from '@/testing/lists';
import { renderApp } from '@/testing/render';

const { manager } = ids.person;
/** The Monday after the seed's last reports: nobody has reported yet. */
const NEW_DAY = '2026-11-23';

const section = (name: string) => screen.findByRole('group', { name }, { timeout: 5000 });
const input = (form: HTMLElement, name: string) => within(form).getByRole('textbox', { name });

async function fill(form: HTMLElement, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    await userEvent.clear(input(form, name));
    await userEvent.type(input(form, name), value);
  }
}

/** Each row of a manager's table as [measure, plan, outcome, difference]. */
const tableOf = async (name: string) =>
  bodyRows(await screen.findByRole('table', { name: `Plan i wykonanie: ${name}` }, { timeout: 5000 })).map((row) =>
    cellTexts(row).map((text) => plainSpaces(text)),
  );

describe('/managerReports', { timeout: 30_000 }, () => {
  it('a manager files the plan and then the outcome of a day, one of each', async () => {
    const { db } = renderApp(`/managerReports?day=${NEW_DAY}`, { role: 'Manager' });
    expect(
      await screen.findByText(`Nie masz jeszcze raportów z dnia ${NEW_DAY}.`, {}, { timeout: 5000 }),
    ).toBeVisible();
    expect(await screen.findByRole('link', { name: '2026-11-20' }, { timeout: 5000 })).toBeInTheDocument();

    const plan = await section('Plan');
    await fill(plan, { 'Rozmowy telefoniczne': '25', Spotkania: '3', 'Podpisane umowy': '1', 'Sprzedaż (zł)': '4500' });
    await userEvent.type(input(plan, 'Komentarz'), 'Telefony do leadów z kampanii.');
    await userEvent.click(within(plan).getByRole('button', { name: 'Zapisz plan' }));
    expect(await screen.findByText(`Plan na ${NEW_DAY}`, {}, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() =>
      expect(db.managerReports.filter((r) => r.date === NEW_DAY)).toEqual([
        expect.objectContaining({
          managerId: manager,
          kind: 'Planned',
          phoneCalls: 25,
          meetings: 3,
          newLeads: 0,
          agreementsSigned: 1,
          salesAmount: 4500,
          comment: 'Telefony do leadów z kampanii.',
        }),
      ]),
    );

    // the outcome's fields name the plan's figures
    const outcome = await section('Wykonanie');
    await waitFor(() => expect(input(outcome, 'Rozmowy telefoniczne')).toHaveAccessibleDescription('Plan: 25'));
    await fill(outcome, { 'Rozmowy telefoniczne': '22', Spotkania: '3' });
    await userEvent.click(within(outcome).getByRole('button', { name: 'Zapisz wykonanie' }));
    expect(await screen.findByText(`Wykonanie na ${NEW_DAY}`, {}, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() =>
      expect(db.managerReports.filter((r) => r.date === NEW_DAY).map((r) => [r.kind, r.phoneCalls])).toEqual([
        ['Planned', 25],
        ['Actual', 22],
      ]),
    );

    // a saved plan is changed in place (PUT), never added twice
    const saved = await section('Plan');
    await waitFor(() => expect(input(saved, 'Rozmowy telefoniczne')).toHaveValue('25'));
    await fill(saved, { 'Rozmowy telefoniczne': '30' });
    await userEvent.click(within(saved).getByRole('button', { name: 'Zapisz plan' }));
    await waitFor(() =>
      expect(db.managerReports.filter((r) => r.date === NEW_DAY && r.kind === 'Planned')).toEqual([
        expect.objectContaining({ phoneCalls: 30, updatedById: manager }),
      ]),
    );
  });

  it('a second plan of the day, refused by the server, shows its message and keeps what was typed', async () => {
    const { db } = renderApp(`/managerReports?day=${NEW_DAY}`, { role: 'Manager' });
    const plan = await section('Plan');
    // meanwhile the plan was saved elsewhere (another tab)
    db.managerReports.push({ id: 9999, date: NEW_DAY, kind: 'Planned', managerId: manager, phoneCalls: 10 });
    await fill(plan, { 'Rozmowy telefoniczne': '25' });
    await userEvent.click(within(plan).getByRole('button', { name: 'Zapisz plan' }));
    expect(await within(plan).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(REPORT_EXISTS);
    expect(input(plan, 'Rozmowy telefoniczne')).toHaveValue('25');
    expect(db.managerReports.filter((r) => r.date === NEW_DAY)).toHaveLength(1);
  });

  it("an administrator sees every manager's plan against their outcome; who filed nothing is marked", async () => {
    renderApp('/managerReports?day=2026-11-20', { role: 'Admin' });
    expect(await screen.findByText('Raporty złożyło 3 z 4 managerów.', {}, { timeout: 5000 })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Zapisz plan' })).not.toBeInTheDocument();
    expect(await tableOf('Katarzyna Wiśniewska')).toEqual([
      ['Rozmowy telefoniczne', '29', '30', '+1'],
      ['Spotkania', '2', '2', '0'],
      ['Nowe leady', '3', '3', '0'],
      ['Wysłane oferty', '2', '2', '0'],
      ['Podpisane umowy', '1', '2', '+1'],
      ['Sprzedaż (zł)', '4500,00 zł', '10 450,00 zł', '+5950,00 zł'],
    ]);
    const leader = screen.getByRole('region', { name: 'Beata Olszewska' });
    expect(within(leader).getByText('Brak wykonania')).toBeVisible();
    expect((await tableOf('Beata Olszewska'))[0]).toEqual(['Rozmowy telefoniczne', '12', '-', '-']);
    const director = screen.getByRole('region', { name: 'Sebastian Stępień' });
    expect(within(director).getByText('Brak raportu')).toBeVisible();
    expect(within(director).queryByRole('table')).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Dariusz Majewski' })).getByText(
        'Spotkanie z klientem z branży transportowej.',
      ),
    ).toBeVisible();
  });

  it('a day without reports says so and leads to the latest day with some', async () => {
    const { history } = renderApp('/managerReports?day=2026-11-22', { role: 'Admin' });
    expect(await screen.findByText('Nikt nie złożył raportu z dnia 2026-11-22.', {}, { timeout: 5000 })).toBeVisible();
    await userEvent.click(await screen.findByRole('link', { name: '2026-11-20' }, { timeout: 5000 }));
    await waitFor(() => expect(history.location.search).toBe('?day=2026-11-20'));
    expect(await tableOf('Dariusz Majewski')).toHaveLength(6);
  });

  it('keeps the day in the address: the day before and after, a day that cannot be is today', async () => {
    const { history } = renderApp('/managerReports?day=2026-11-20', { role: 'Admin' });
    await tableOf('Katarzyna Wiśniewska');
    await userEvent.click(screen.getByRole('link', { name: 'Następny dzień' }));
    await waitFor(() => expect(history.location.search).toBe('?day=2026-11-21'));
    expect(screen.getByRole('textbox', { name: 'Dzień' })).toHaveValue('2026-11-21');
    await userEvent.click(screen.getByRole('link', { name: 'Poprzedni dzień' }));
    await userEvent.click(screen.getByRole('link', { name: 'Poprzedni dzień' }));
    await waitFor(() => expect(history.location.search).toBe('?day=2026-11-19'));
    expect((await tableOf('Katarzyna Wiśniewska'))[0]).toEqual(['Rozmowy telefoniczne', '20', '12', '\u22128']);

    history.push('/managerReports?day=2026-02-30');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Dzień' })).toHaveValue(today()));
    expect(screen.queryByRole('link', { name: 'Dzisiaj' })).not.toBeInTheDocument();
  });
});

function today() {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
