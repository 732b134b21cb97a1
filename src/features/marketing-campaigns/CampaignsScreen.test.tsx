import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { clockStandsAt } from '@/testing/clock';
import { errorOf } from '@/testing/fields';
import { bodyRows, cellTexts, plainSpaces, searchOf } from '@/testing/lists';
import { renderApp } from '@/testing/render';
import { endDateOnEnding } from './CampaignsScreen';

const table = () => screen.findByRole('table', { name: 'Lista kampanii marketingowych' }, { timeout: 5000 });
const names = async () => bodyRows(await table()).map((row) => cellTexts(row)[0]);
const rowOf = async (name: string) => bodyRows(await table()).find((row) => within(row).queryByRole('link', { name }))!;
/** Opens the row's menu and picks an action. */
async function act(campaign: string, action: string) {
  await userEvent.click(within(await rowOf(campaign)).getByRole('button', { name: `Akcje: ${campaign}` }));
  await userEvent.click(await screen.findByRole('menuitem', { name: action }));
}
/** The notice titled `title` naming the campaign (its name is in the table too). */
async function expectNotice(name: string, title: string) {
  const toast = (await screen.findByText(title, {}, { timeout: 5000 })).closest('[role="alert"]');
  expect(toast).toHaveTextContent(`${title}${name}`);
}
type Db = ReturnType<typeof renderApp>['db'];
const campaignOf = (db: Db, id: number) => db.marketingCampaigns.find((c) => c.id === id);
const leadsOf = (db: Db, id: number) => db.leads.filter((lead) => lead.marketingCampaignId === id);

describe('the marketing campaigns', { timeout: 30_000 }, () => {
  clockStandsAt('2026-11-22T10:00:00');

  it('lists them newest first with their figures, and says they come from the marketing system (no "add")', async () => {
    const { db } = renderApp('/marketingCampaigns', { role: 'Admin' });
    expect(await screen.findByRole('heading', { name: 'Kampanie marketingowe', level: 1 })).toBeVisible();
    expect(await names()).toEqual([
      'Rekrutacja IT – webinar',
      'Leasing dla klientów portalu',
      'Jesień z księgowością',
      'Frankowicze – bezpłatna analiza umowy',
    ]);
    const leads = leadsOf(db, 1);
    expect(
      cellTexts(await rowOf('Jesień z księgowością'))
        .slice(0, 10)
        .map(plainSpaces),
    ).toEqual([
      'Jesień z księgowością',
      'Kampania zewnętrzna',
      '2026-09-01 – 2026-11-30',
      '12 000,00 zł',
      'Księgowość',
      'Księga przychodów i rozchodów',
      'Strona internetowa',
      'Aktywna',
      String(leads.length),
      String(leads.filter((lead) => lead.outcome === 'Won').length),
    ]);
    expect(cellTexts(await rowOf('Leasing dla klientów portalu')).slice(1, 3)).toEqual([
      'Użytkownicy portalu',
      'od 2026-10-15',
    ]);
    expect(within(await rowOf('Frankowicze – bezpłatna analiza umowy')).getByText('Zakończona')).toBeVisible();
    expect(screen.getByText(/Kampanie przychodzą z systemu marketingowego/)).toBeVisible();
    expect(screen.queryByRole('button', { name: /Dodaj/ })).not.toBeInTheDocument();
  });

  it('searches and sorts in the address; a name leads to the campaign’s leads', async () => {
    const { router, history } = renderApp('/marketingCampaigns', { role: 'Manager' });
    await table();
    await userEvent.click(screen.getByRole('button', { name: 'Kampania' }));
    await waitFor(async () =>
      expect(await names()).toEqual([
        'Frankowicze – bezpłatna analiza umowy',
        'Jesień z księgowością',
        'Leasing dla klientów portalu',
        'Rekrutacja IT – webinar',
      ]),
    );
    expect(searchOf(router)).toMatchObject({ sortBy: 'name', sortDirection: 0 });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Szukaj' }), 'ksiegowosc');
    await waitFor(async () => expect(await names()).toEqual(['Jesień z księgowością']));
    expect(searchOf(router)).toMatchObject({ search: 'ksiegowosc' });

    await userEvent.click(screen.getByRole('link', { name: 'Jesień z księgowością' }));
    await waitFor(() => expect(history.location.pathname).toBe('/marketingCampaigns/leads'));
    expect(searchOf(router)).toEqual({ campaignId: 1 });
  });

  it('edits a campaign in a dialog: the contract’s limits and an end before the start in Polish, kept as typed', async () => {
    const { db } = renderApp('/marketingCampaigns', { role: 'Manager' });
    await table();
    await act('Jesień z księgowością', 'Edytuj');
    const dialog = await screen.findByRole('dialog', { name: 'Edycja kampanii „Jesień z księgowością”' });
    const name = within(dialog).getByRole('textbox', { name: /Nazwa/ });
    expect(name).toHaveValue('Jesień z księgowością');
    await userEvent.clear(name);
    const end = within(dialog).getByRole('textbox', { name: /Data zakończenia/ });
    await userEvent.clear(end);
    await userEvent.type(end, '2026-08-15');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    expect(errorOf(name)).toBe('To pole jest wymagane');
    expect(errorOf(end)).toBe('Data zakończenia nie może być wcześniejsza niż data rozpoczęcia.');
    expect(end).toHaveValue('2026-08-15');

    await userEvent.type(name, 'Jesień z KPiR');
    await userEvent.clear(end);
    await userEvent.type(end, '2026-12-15');
    const budget = within(dialog).getByRole('textbox', { name: /Budżet/ });
    await userEvent.clear(budget);
    await userEvent.type(budget, '15000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expectNotice('Jesień z KPiR', 'Zapisano zmiany kampanii');
    expect(campaignOf(db, 1)).toMatchObject({
      name: 'Jesień z KPiR',
      endDate: '2026-12-15',
      budget: 15000,
      departmentId: 1,
      leadSourceId: 1,
      isActive: true,
    });
    await waitFor(async () => expect(await rowOf('Jesień z KPiR')).toBeDefined());
  });

  it('a refused save shows the server’s words and keeps the dialog with what was typed', async () => {
    const { db } = renderApp('/marketingCampaigns', { role: 'Admin' });
    await table();
    await act('Leasing dla klientów portalu', 'Edytuj');
    const dialog = await screen.findByRole('dialog', { name: /Edycja kampanii/ });
    // the users it targets are named, not changed
    expect(within(dialog).getByText(/Adresaci z systemu marketingowego: .*Anna Kowalska/)).toBeVisible();
    // meanwhile the lead source went away
    db.leadSources.splice(
      db.leadSources.findIndex((source) => source.id === campaignOf(db, 3)!.leadSourceId),
      1,
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Nazwa/ }), ' 2027');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Nie znaleziono źródła leadów.');
    expect(within(dialog).getByRole('textbox', { name: /Nazwa/ })).toHaveValue('Leasing dla klientów portalu 2027');
    expect(campaignOf(db, 3)?.name).toBe('Leasing dla klientów portalu');
  });

  it('ends an active campaign after confirmation: no longer active, ending today', async () => {
    const { db } = renderApp('/marketingCampaigns', { role: 'Manager' });
    await table();
    await act('Leasing dla klientów portalu', 'Zakończ');
    const confirm = await screen.findByRole('dialog', { name: 'Kończenie kampanii' });
    expect(confirm).toHaveTextContent('jej data zakończenia to 2026-11-22');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Anuluj' }));
    expect(campaignOf(db, 3)?.isActive).toBe(true);

    await act('Leasing dla klientów portalu', 'Zakończ');
    await userEvent.click(await screen.findByRole('button', { name: 'Zakończ kampanię' }));
    await expectNotice('Leasing dla klientów portalu', 'Zakończono kampanię');
    expect(campaignOf(db, 3)).toMatchObject({ isActive: false, endDate: '2026-11-22' });
    await waitFor(async () =>
      expect(within(await rowOf('Leasing dla klientów portalu')).getByText('Zakończona')).toBeVisible(),
    );
    // an ended one cannot be ended again
    await userEvent.click(
      within(await rowOf('Leasing dla klientów portalu')).getByRole('button', {
        name: 'Akcje: Leasing dla klientów portalu',
      }),
    );
    expect(await screen.findByRole('menuitem', { name: 'Edytuj' })).toBeVisible();
    expect(screen.queryByRole('menuitem', { name: 'Zakończ' })).not.toBeInTheDocument();
  });

  it('deletes one after a confirmation saying its leads stay, without the campaign', async () => {
    const { db } = renderApp('/marketingCampaigns', { role: 'Admin' });
    await table();
    const leads = leadsOf(db, 2).map((lead) => lead.id);
    expect(leads.length).toBeGreaterThan(0);
    await act('Frankowicze – bezpłatna analiza umowy', 'Usuń');
    const confirm = await screen.findByRole('dialog', { name: 'Usuwanie kampanii' });
    expect(confirm).toHaveTextContent(`Jej leady (${leads.length}) zostaną, już bez kampanii.`);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Ok' }));
    await expectNotice('Frankowicze – bezpłatna analiza umowy', 'Usunięto kampanię');
    await waitFor(async () => expect(await names()).not.toContain('Frankowicze – bezpłatna analiza umowy'));
    expect(db.leads.filter((lead) => leads.includes(lead.id)).map((lead) => lead.marketingCampaignId)).toEqual(
      leads.map(() => null),
    );
  });

  it('with no campaigns, says they come from the marketing system', async () => {
    const { db } = renderApp('/marketingCampaigns', { role: 'Admin' });
    db.marketingCampaigns.splice(0);
    expect(
      await screen.findByText(/Nie ma żadnych kampanii. Kampanie przychodzą z systemu marketingowego/),
    ).toBeVisible();
  });

  it('a client is sent to the main page', async () => {
    const { history } = renderApp('/marketingCampaigns', { role: 'Client' });
    await waitFor(() => expect(history.location.pathname).toBe('/'));
  });
});

describe('the end date of an ended campaign', () => {
  it('is today, unless it ended already; never before the start', () => {
    expect(endDateOnEnding({ startDate: '2026-09-01', endDate: null }, '2026-11-22')).toBe('2026-11-22');
    expect(endDateOnEnding({ startDate: '2026-09-01', endDate: '2026-12-20' }, '2026-11-22')).toBe('2026-11-22');
    expect(endDateOnEnding({ startDate: '2026-09-01', endDate: '2026-10-31' }, '2026-11-22')).toBe('2026-10-31');
    expect(endDateOnEnding({ startDate: '2026-12-01', endDate: null }, '2026-11-22')).toBe('2026-12-01');
  });
});
