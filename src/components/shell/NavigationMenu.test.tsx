import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render';
import { shellTexts } from './texts';

const menu = async () =>
  within(await screen.findByRole('navigation', { name: shellTexts.mainMenu }, { timeout: 8000 }));

describe('the money screens in the menu', { timeout: 30_000 }, () => {
  it('a manager finds every staff money screen', async () => {
    renderApp('/', { role: 'Manager' });
    const links = (await menu()).getAllByRole('link').map((link) => link.textContent);
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
    expect((await menu()).getAllByRole('link').map((link) => link.textContent)).toContain('Zawody');
  });

  it('a client does not', async () => {
    renderApp('/', { role: 'Client' });
    expect((await menu()).getAllByRole('link').map((link) => link.textContent)).not.toContain('Zawody');
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
