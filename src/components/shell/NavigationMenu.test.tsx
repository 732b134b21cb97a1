import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render';
import { ids } from '@/mocks/db/seed-ids';
import { shellTexts } from './texts';

const menu = async () =>
  within(await screen.findByRole('navigation', { name: shellTexts.mainMenu }, { timeout: 8000 }));
const linkTexts = async () => (await menu()).getAllByRole('link').map((link) => link.textContent);
/**
 * Folds or unfolds a group of the menu and answers the texts of the links shown once its entries (`entry`, one of
 * them) have come or gone.
 */
const toggleGroup = async (name: string, entry: string) => {
  const shown = (await linkTexts()).includes(entry);
  await userEvent.click((await menu()).getByRole('button', { name }));
  await waitFor(async () => expect((await linkTexts()).includes(entry)).toBe(!shown));
  return linkTexts();
};

describe('the money screens in the menu', { timeout: 30_000 }, () => {
  it('a manager finds every staff money screen', async () => {
    renderApp('/', { role: 'Manager' });
    const links = await toggleGroup('Finanse', 'Rozliczenia');
    expect(links).toEqual(
      expect.arrayContaining([
        'Rozliczenia',
        'Przychody',
        'Zaległe rozliczenia',
        'Rozliczenia klientów',
        'Tabela premii',
      ]),
    );
  });

  it('a client finds their settlements, not the staff’s', async () => {
    renderApp('/', { role: 'Client' });
    const links = (await menu()).getAllByRole('link').map((link) => link.textContent);
    expect(links).toContain('Twoje rozliczenia');
    expect(links).not.toContain('Rozliczenia klientów');
    expect(links).not.toContain('Tabela premii');
  });
});

describe('the dictionaries in the menu', { timeout: 30_000 }, () => {
  it.each(['Admin', 'Manager'] as const)('%s finds the professions ("Zawody")', async (role) => {
    renderApp('/', { role });
    expect(await linkTexts()).not.toContain('Zawody');
    expect(await toggleGroup('Słowniki', 'Zawody')).toContain('Zawody');
  });

  it('a client does not', async () => {
    renderApp('/', { role: 'Client' });
    expect(await linkTexts()).not.toContain('Zawody');
    expect((await menu()).queryByRole('button', { name: 'Słowniki' })).not.toBeInTheDocument();
  });
});

describe('the back office in groups', { timeout: 30_000 }, () => {
  it('an administrator’s groups are folded buttons that unfold to every entry', async () => {
    renderApp('/', { role: 'Admin' });
    const groups = ['Ludzie', 'Finanse', 'Sprzedaż', 'Wyniki', 'Administracja', 'Słowniki'];
    for (const name of groups)
      expect((await menu()).getByRole('button', { name })).toHaveAttribute('aria-expanded', 'false');
    expect(await toggleGroup('Ludzie', 'Użytkownicy')).toEqual(expect.arrayContaining(['Użytkownicy', 'Zespół']));
    expect(await toggleGroup('Administracja', 'Organizacje')).toContain('Organizacje');
    const dictionaries = await toggleGroup('Słowniki', 'Zawody');
    expect((await menu()).getByRole('button', { name: 'Słowniki' })).toHaveAttribute('aria-expanded', 'true');
    expect(dictionaries).toEqual(
      expect.arrayContaining([
        'Departamenty',
        'Produkty',
        'Zawody',
        'Tytuły managerów',
        'Definicje abonamentów',
        'Typy księgowości',
        'Typy załączników księgowych',
      ]),
    );
    // folded again, its entries are gone from the menu
    expect(await toggleGroup('Słowniki', 'Zawody')).not.toContain('Departamenty');
  });

  it('the sales screens are in "Sprzedaż"; the chatbot conversations only for an administrator', async () => {
    const sales = [
      'Leady',
      'Rozwój biznesu',
      'CRM',
      'Kampanie marketingowe',
      'Strefa urzędowa',
      'Raporty managerów',
      'Raporty',
    ];
    renderApp('/', { role: 'Admin' });
    expect(await toggleGroup('Sprzedaż', 'Leady')).toEqual(expect.arrayContaining([...sales, 'Rozmowy z chatbotem']));
  });

  it('a manager has the sales screens but not the chatbot conversations', async () => {
    renderApp('/', { role: 'Manager' });
    const entries = await toggleGroup('Sprzedaż', 'Leady');
    expect(entries).toEqual(expect.arrayContaining(['Leady', 'CRM', 'Raporty managerów']));
    expect(entries).not.toContain('Rozmowy z chatbotem');
  });

  it('a campaign’s leads belong to the campaigns', async () => {
    renderApp('/marketingCampaigns/leads', { role: 'Admin' });
    expect((await menu()).getByRole('link', { current: 'page' })).toHaveTextContent('Kampanie marketingowe');
  });

  it('the group of the current page is unfolded, with its entry current', async () => {
    renderApp(`/milestones/${ids.product.accounting}/edit`, { role: 'Admin' });
    expect((await menu()).getByRole('button', { name: 'Słowniki' })).toHaveAttribute('aria-expanded', 'true');
    expect((await menu()).getByRole('link', { current: 'page' })).toHaveTextContent('Produkty');
  });

  it('a group of one entry is just that entry', async () => {
    renderApp('/', { role: 'Ambassador' });
    expect(await linkTexts()).toContain('Ranking managerów');
    expect((await menu()).queryByRole('button', { name: 'Wyniki' })).not.toBeInTheDocument();
  });
});

describe('the current entry', { timeout: 30_000 }, () => {
  it('the news form belongs to the news administration, not to the news', async () => {
    renderApp('/news/edit/3001', { role: 'Admin' });
    const current = (await menu()).getByRole('link', { current: 'page' });
    expect(current).toHaveTextContent('Aktualności — zarządzanie');
  });

  it('a case belongs to its list', async () => {
    renderApp('/yourCases/1001', { role: 'Client' });
    expect((await menu()).getByRole('link', { current: 'page' })).toHaveTextContent('Twoje sprawy');
  });
});
