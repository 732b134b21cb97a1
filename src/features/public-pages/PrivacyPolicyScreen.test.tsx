import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render';
import { publicPageDescriptions } from './descriptions';

describe('the privacy policy page', { timeout: 30_000 }, () => {
  it('shows the policy and the terms under the page’s H1, with no sign-in', async () => {
    renderApp('/polityka-prywatnosci');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Polityka prywatności i regulamin' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Polityka prywatności',
      'Regulamin Portalu Klienta',
    ]);
    expect(screen.getByRole('navigation', { name: 'Spis treści' })).toBeInTheDocument();
    expect(screen.getByText(/nie dłużej niż 3 lata/)).toBeInTheDocument();
    expect(screen.getByText(/uwierzytelnianiem dwuskładnikowym/)).toBeInTheDocument();
    await waitFor(() =>
      expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
        'content',
        publicPageDescriptions.privacy,
      ),
    );
  });
});
