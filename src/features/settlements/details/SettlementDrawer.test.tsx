import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { settlementId } from '@/mocks/db/settlement-ids';
import { doubleActivate } from '@/testing/double-activate';
import { renderApp } from '@/testing/render';

describe('a settlement’s details, for the staff', { timeout: 30_000 }, () => {
  it('opens a settlement’s details: the shares’ statuses, notes, the payment link, the notification', async () => {
    const { db } = renderApp('/settlements', { role: 'Admin' });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Szczegóły rozliczenia FV/2026/10/0087' }, { timeout: 5000 }),
    );
    const drawer = await screen.findByRole('dialog', { name: 'Rozliczenie FV/2026/10/0087' });
    await userEvent.click(within(drawer).getByRole('combobox', { name: 'Ekspert' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Opłacono' }));
    await waitFor(() => expect(db.settlements.find((s) => s.id === settlementId(2))!.expertPaymentStatus).toBe('Paid'));
    await userEvent.type(within(drawer).getByRole('textbox', { name: 'Notatki' }), 'Klient prosi o korektę.');
    await userEvent.click(within(drawer).getAllByRole('button', { name: 'Zapisz' })[1]);
    await waitFor(() =>
      expect(db.settlements.find((s) => s.id === settlementId(2))!.notes).toBe('Klient prosi o korektę.'),
    );
    await waitFor(() =>
      expect((within(drawer).getByRole('textbox', { name: 'Link do płatności' }) as HTMLInputElement).value).toMatch(
        new RegExp(`/checkout/${settlementId(2)}$`),
      ),
    );
    await userEvent.click(within(drawer).getByRole('button', { name: 'Wyślij powiadomienie do klienta' }));
    expect(await screen.findByText('Powiadomienie zostało wysłane do klienta')).toBeInTheDocument();
  });

  it('a double click on "Wyślij powiadomienie do klienta" sends the e-mail once', async () => {
    let sends = 0;
    renderApp('/settlements', {
      role: 'Admin',
      handlers: [http.all('*/api/Settlement/:id/sendNotification', () => void (sends += 1))],
    });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Szczegóły rozliczenia FV/2026/10/0087' }, { timeout: 5000 }),
    );
    const drawer = await screen.findByRole('dialog', { name: 'Rozliczenie FV/2026/10/0087' });
    doubleActivate(within(drawer).getByRole('button', { name: 'Wyślij powiadomienie do klienta' }));
    expect(await screen.findByText('Powiadomienie zostało wysłane do klienta')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 100));
    expect(sends).toBe(1);
  });
});
