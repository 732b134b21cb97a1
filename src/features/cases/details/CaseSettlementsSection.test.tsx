import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { settlementId } from '@/mocks/db/settlement-ids';
import { renderApp } from '@/testing/render';

const section = () => screen.findByRole('region', { name: 'Rozliczenia sprawy' }, { timeout: 8000 });

describe('a case’s settlements on its page', { timeout: 30_000 }, () => {
  it('are listed for an administrator, each to edit, with a new one to add', async () => {
    renderApp('/cases/1001', { role: 'Admin' });
    const settlements = await section();
    const invoice = await within(settlements).findByRole('link', { name: 'FV/2026/10/0087' });
    expect(invoice).toHaveAttribute('href', `/settlement/${settlementId(2)}/edit`);
    expect(within(settlements).getAllByRole('row')).toHaveLength(1 + 4);
    expect(within(settlements).getByRole('link', { name: 'Dodaj rozliczenie' })).toHaveAttribute(
      'href',
      '/settlement/create/1001',
    );
  });

  it('are for a manager too, and not on an expert’s or the client’s page', async () => {
    renderApp('/managerClientsCases/1001', { role: 'Manager' });
    expect(await section()).toBeInTheDocument();
    const expert = renderApp('/expertCases/1001', { role: 'ExpertEmployee' });
    // the work part (meetings first) is there: the settlements would be beside it
    await within(expert.container).findByRole('region', { name: 'Spotkania' }, { timeout: 8000 });
    expect(within(expert.container).queryByRole('region', { name: 'Rozliczenia sprawy' })).not.toBeInTheDocument();
  });
});
