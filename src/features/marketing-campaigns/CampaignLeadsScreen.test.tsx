import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatAmount } from '@/copy/dates';
import { bodyRows, plainSpaces, searchOf, termsIn } from '@/testing/lists';
import { renderApp } from '@/testing/render';
import { costPerWonLead } from './CampaignLeadsScreen';

type Db = ReturnType<typeof renderApp>['db'];
const leadsOf = (db: Db, id: number) => db.leads.filter((lead) => lead.marketingCampaignId === id);
const tableOf = (name: string) => screen.findByRole('table', { name: `Leady kampanii „${name}”` }, { timeout: 5000 });

describe('the leads of a campaign', { timeout: 30_000 }, () => {
  it('without a campaign in the address shows the first active one, with its leads', async () => {
    const { db } = renderApp('/marketingCampaigns/leads', { role: 'Manager' });
    expect(await screen.findByRole('heading', { name: 'Leady kampanii', level: 1 })).toBeVisible();
    // newest first: the IT recruitment webinar (campaign 4) is the first active campaign
    expect(await screen.findByRole('combobox', { name: 'Kampania' })).toHaveValue('Rekrutacja IT – webinar');
    const table = await tableOf('Rekrutacja IT – webinar');
    const leads = leadsOf(db, 4);
    expect(leads.length).toBeGreaterThan(0);
    expect(bodyRows(table)).toHaveLength(leads.length);
    // nothing won yet: no cost per won lead
    expect(await termsIn('Podsumowanie kampanii')).toMatchObject({
      Leady: String(leads.length),
      Wygrane: '0',
      'Koszt wygranego leada': '—',
    });
  });

  it('shows the chosen campaign’s figures: leads, won, lost and the cost of a won lead', async () => {
    const { db } = renderApp('/marketingCampaigns/leads?campaignId=1', { role: 'Admin' });
    await tableOf('Jesień z księgowością');
    const leads = leadsOf(db, 1);
    const won = leads.filter((lead) => lead.outcome === 'Won').length;
    expect(won).toBeGreaterThan(0);
    expect(await termsIn('Podsumowanie kampanii')).toEqual({
      Leady: String(leads.length),
      Wygrane: String(won),
      Przegrane: String(leads.filter((lead) => lead.outcome === 'Lost').length),
      Budżet: '12 000,00 zł',
      'Koszt wygranego leada': plainSpaces(formatAmount(12000 / won)),
    });
    // the campaign's own column is left out of its leads
    expect(screen.queryByRole('columnheader', { name: 'Kampania' })).not.toBeInTheDocument();
  });

  it('another campaign is chosen in the address', async () => {
    const { db, router } = renderApp('/marketingCampaigns/leads?campaignId=1', { role: 'Manager' });
    await tableOf('Jesień z księgowością');
    await userEvent.click(screen.getByRole('combobox', { name: 'Kampania' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Frankowicze – bezpłatna analiza umowy' }));
    await waitFor(() => expect(searchOf(router)).toEqual({ campaignId: 2 }));
    const table = await tableOf('Frankowicze – bezpłatna analiza umowy');
    await waitFor(() => expect(bodyRows(table)).toHaveLength(leadsOf(db, 2).length));
  });

  it('a campaign that does not exist is not found; a wrong address value is ignored', async () => {
    renderApp('/marketingCampaigns/leads?campaignId=999', { role: 'Manager' });
    expect(await screen.findByText('Nie znaleziono kampanii marketingowej')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Podsumowanie kampanii' })).not.toBeInTheDocument();
  });

  it('with every campaign ended, asks to choose one', async () => {
    const { db } = renderApp('/marketingCampaigns/leads?campaignId=abc', { role: 'Manager' });
    for (const campaign of db.marketingCampaigns) campaign.isActive = false;
    expect(await screen.findByText('Wybierz kampanię, aby zobaczyć jej leady.')).toBeVisible();
    expect(screen.getByRole('combobox', { name: 'Kampania' })).toHaveValue('');
  });
});

describe('the cost of a won lead', () => {
  it('is the budget over the won leads, none without a win or a budget', () => {
    expect(costPerWonLead({ budget: 12000, wonLeadsCount: 3 })).toBe(4000);
    expect(costPerWonLead({ budget: 12000, wonLeadsCount: 0 })).toBeNull();
    expect(costPerWonLead({ budget: null, wonLeadsCount: 2 })).toBeNull();
  });
});
