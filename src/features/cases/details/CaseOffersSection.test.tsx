import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render';

const section = () => screen.findByRole('region', { name: 'Oferty' }, { timeout: 8000 });

describe('a case’s offers on its page', { timeout: 30_000 }, () => {
  it('are all listed for an administrator, with the way to the case’s offer screen', async () => {
    renderApp('/cases/1024', { role: 'Admin' });
    const offers = await section();
    const offer = await within(offers).findByRole('link', { name: 'Pozyskanie kredytu obrotowego' });
    expect(offer).toHaveAttribute('href', '/offer/6002');
    expect(within(offers).getByText('Szkic')).toBeInTheDocument();
    expect(within(offers).getByRole('link', { name: 'Oferty sprawy' })).toHaveAttribute('href', '/cases/1024/offer');
  });

  it('invite a manager to prepare the first one', async () => {
    renderApp('/managerClientsCases/1001', { role: 'Manager' });
    const offers = await section();
    expect(await within(offers).findByText('Sprawa nie ma jeszcze ofert.')).toBeInTheDocument();
    expect(within(offers).getByRole('link', { name: 'Przygotuj ofertę' })).toHaveAttribute('href', '/cases/1001/offer');
  });

  it('show the client the published ones, each to open; none on a case without them', async () => {
    renderApp('/yourCases/1003', { role: 'Client' });
    const offers = await section();
    expect(
      await within(offers).findByRole('link', { name: 'Kampania na Instagramie – kolekcja wnętrz' }),
    ).toHaveAttribute('href', '/offer/6001');
    expect(within(offers).queryByRole('link', { name: /Oferty sprawy|Przygotuj/ })).not.toBeInTheDocument();
    const other = renderApp('/yourCases/1001', { role: 'Client' });
    await within(other.container).findByRole('region', { name: /Komentarze|Aktywność/ }, { timeout: 8000 });
    expect(within(other.container).queryByRole('region', { name: 'Oferty' })).not.toBeInTheDocument();
  });
});
