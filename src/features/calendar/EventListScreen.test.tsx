import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { clockStandsAt } from '@/testing/clock';
import { firstCellTexts } from '@/testing/lists';
import { renderApp } from '@/testing/render';

const titles = () => firstCellTexts(screen.getByRole('table', { name: 'Wydarzenia w kalendarzu' }));

describe('the list of calendar events', { timeout: 30_000 }, () => {
  clockStandsAt('2026-11-26T10:00:00Z');

  it('lists every event, a series once, filtered by type, period and case from the address', async () => {
    const { history } = renderApp('/calendarEvents', { role: 'Admin' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Wydarzenia' })).toBeInTheDocument();
    await waitFor(() => expect(titles()).toHaveLength(12));
    expect(titles()[0]).toBe('Przesłanie dokumentów księgowych');
    const row = screen.getByText('Spotkanie zespołu managerów').closest('tr')!;
    expect(within(row).getByText('Co tydzień')).toBeInTheDocument();
    expect(within(row).getByText('Spotkanie')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: 'Rodzaj' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Rozprawa sądowa' }));
    await waitFor(() =>
      expect(titles()).toEqual(['Rozprawa – obrona przed pozwem banku', 'Rozprawa – spór z podwykonawcą']),
    );
    expect(history.location.search).toContain('type=CourtCase');
  });

  it('reads the period and the case from the address', async () => {
    renderApp('/calendarEvents?from=2026-12-01&to=2026-12-31&caseId=1002', { role: 'Manager' });
    // in December on case 1002 only the monthly loan instalment (a series from September) takes place
    await waitFor(() => expect(titles()).toEqual(['Rata kredytu hipotecznego']));
  });

  it('sorts by title when its header is clicked, the order in the address', async () => {
    const { history } = renderApp('/calendarEvents', { role: 'Admin' });
    await waitFor(() => expect(titles()).toHaveLength(12));
    await userEvent.click(screen.getByRole('button', { name: /Tytuł/ }));
    await waitFor(() => expect(history.location.search).toBe('?sortBy=title'));
    await waitFor(() => expect(titles()[0]).toBe('Płatność VAT za październik'));
    expect(titles()).toEqual([...titles()].sort((a, b) => a!.localeCompare(b!, 'pl')));
  });

  it('an address with bad values shows the list with its defaults, no error', async () => {
    renderApp('/calendarEvents?page=abc&sort=zzz&status=Nope&sortBy=zzz&type=Nope&caseId=abc&from=2026-02-31', {
      role: 'Admin',
    });
    await waitFor(() => expect(titles()).toHaveLength(12));
    expect(titles()[0]).toBe('Przesłanie dokumentów księgowych');
    expect(screen.getByRole('columnheader', { name: /Termin/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('combobox', { name: 'Rodzaj' })).toHaveValue('');
  });

  it('deletes an event after confirmation', async () => {
    const { db } = renderApp('/calendarEvents', { role: 'Admin' });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Usuń: Webinar: KSeF w praktyce' }, { timeout: 8000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Usuwanie wydarzenia' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(db.calendarEvents.some((event) => event.id === 4007)).toBe(false));
    await waitFor(() => expect(titles()).not.toContain('Webinar: KSeF w praktyce'));
  });
});
