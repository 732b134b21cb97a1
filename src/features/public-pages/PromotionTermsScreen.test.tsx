import { screen, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { renderApp } from '@/testing/render';

const PATH = '/terms/pierwszy-miesiac-za-zlotowke';

const atTime = (iso: string) => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(iso));
  onTestFinished(() => void vi.useRealTimers());
};

describe('the promotion terms', { timeout: 30_000 }, () => {
  it('lists every condition of the promotion, with no sign-in', async () => {
    renderApp(PATH);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Regulamin promocji „Pierwszy miesiąc za złotówkę”' }),
    ).toBeInTheDocument();
    const points = within(screen.getByRole('list'))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(points).toEqual([
      'Promocja jest skierowana wyłącznie do nowych klientów, którzy prowadzą zarejestrowaną jednoosobową działalność gospodarczą.',
      'Każdy klient może skorzystać z promocji tylko raz.',
      'Promocja obowiązuje do 31 grudnia 2024 r. do godziny 23:59.',
      'Pierwszy miesiąc usługi kosztuje 1 zł brutto.',
      'Od drugiego miesiąca opłata w pełnej wysokości jest pobierana automatycznie.',
      'Umowę można wypowiedzieć z zachowaniem jednomiesięcznego okresu wypowiedzenia.',
      'Cena pakietu Business jest ustalana indywidualnie.',
      'Promocja obowiązuje wyłącznie na terenie Polski.',
    ]);
    expect(document.title).toContain('Regulamin promocji');
  });

  it('says the promotion has ended once 31 December 2024 23:59 (Polish time) has passed, and not before', async () => {
    atTime('2024-12-31T22:59:00Z'); // 23:59 in Warsaw
    const { unmount } = renderApp(PATH);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(/Promocja zakończyła się/)).not.toBeInTheDocument();
    unmount();

    vi.setSystemTime(new Date('2025-01-01T00:00:00+01:00'));
    renderApp(PATH);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByText(/Promocja zakończyła się 31 grudnia 2024 r\. o godzinie 23:59/)).toBeInTheDocument();
  });
});
