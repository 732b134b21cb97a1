import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ids } from '@/mocks/db/seed-ids';
import { clockStandsAt } from '@/testing/clock';
import { renderApp } from '@/testing/render';

const section = () => screen.findByRole('region', { name: 'Najbliższe wydarzenia' }, { timeout: 8000 });

describe('the case’s upcoming events on its details', { timeout: 30_000 }, () => {
  clockStandsAt('2026-11-26T10:00:00Z');

  it('the client sees the next events of the case and the way to its calendar, not to a new event', async () => {
    renderApp(`/yourCases/${ids.case.loanLawsuit}`, { role: 'Client' });
    const events = await section();
    const items = await within(events).findAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Spotkanie w sprawie skargi kasacyjnej banku',
      'Rata kredytu hipotecznego',
    ]);
    expect(within(events).getByRole('link', { name: 'Kalendarz sprawy' })).toHaveAttribute(
      'href',
      `/calendar/case/${ids.case.loanLawsuit}`,
    );
    expect(within(events).queryByRole('link', { name: 'Dodaj wydarzenie' })).not.toBeInTheDocument();
  });

  it('staff may add an event to the case', async () => {
    renderApp(`/cases/${ids.case.loanLawsuit}`, { role: 'Admin' });
    const events = await section();
    expect(within(events).getByRole('link', { name: 'Dodaj wydarzenie' })).toHaveAttribute(
      'href',
      `/calendarEvent/create/case/${ids.case.loanLawsuit}`,
    );
  });
});
