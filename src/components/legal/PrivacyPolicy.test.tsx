import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { config } from '@/lib/config';
import PrivacyPolicy from './PrivacyPolicy';

const renderPolicy = (headingLevel: 2 | 3) =>
  render(
    <MantineProvider env="test">
      <PrivacyPolicy headingLevel={headingLevel} />
    </MantineProvider>,
  );

describe('PrivacyPolicy', () => {
  it('states that marketing data is kept at most 3 years and that sign-in uses two-factor authentication', () => {
    renderPolicy(2);
    expect(screen.getByText(/dane przetwarzane w celach marketingowych — nie dłużej niż 3 lata/)).toBeInTheDocument();
    expect(screen.getByText(/chronione uwierzytelnianiem dwuskładnikowym/)).toBeInTheDocument();
  });

  it('names the administrator with the company data and the contact of the settings', () => {
    renderPolicy(2);
    const administrator = screen.getByRole('heading', { name: '1. Administrator danych' }).parentElement!;
    expect(administrator).toHaveTextContent(`Administratorem Twoich danych osobowych jest ${config.company.name}`);
    expect(administrator).toHaveTextContent(`KRS ${config.company.krs}, NIP ${config.company.nip}`);
    expect(administrator).toHaveTextContent(config.contact.email);
  });

  it('covers the privacy policy and the terms: data, purposes, retention, rights, cookies, accounts, cases, payments, complaints, changes', () => {
    renderPolicy(2);
    const parts = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(parts).toEqual(['Polityka prywatności', 'Regulamin Portalu Klienta']);
    const sections = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    for (const section of [
      /Administrator/,
      /Cele i podstawy prawne/,
      /Jak długo przechowujemy/,
      /Twoje prawa/,
      /cookies/,
      /Konto/,
      /Sprawy/,
      /Płatności/,
      /Reklamacje/,
      /Zmiany regulaminu/,
    ])
      expect(
        sections.some((title) => section.test(title ?? '')),
        String(section),
      ).toBe(true);
    expect(screen.getByText(/za pośrednictwem operatora płatności/)).toBeInTheDocument();
  });

  it('one level lower in a dialog with its own title', () => {
    renderPolicy(3);
    expect(screen.queryAllByRole('heading', { level: 2 })).toHaveLength(0);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(2);
    expect(screen.getByRole('heading', { level: 4, name: '4. Jak długo przechowujemy dane' })).toBeInTheDocument();
  });

  it('has a table of contents whose links lead to every section, moving the focus there', async () => {
    renderPolicy(2);
    const toc = screen.getByRole('navigation', { name: 'Spis treści' });
    const links = within(toc).getAllByRole('link');
    const headings = screen.getAllByRole('heading').filter((h) => h.id);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(headings.map((h) => `#${h.id}`));
    expect(links.map((link) => link.textContent)).toEqual(headings.map((h) => h.textContent));

    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView').mockImplementation(() => {});
    await userEvent.click(within(toc).getByRole('link', { name: '8. Pliki cookies i pamięć przeglądarki' }));
    const cookies = screen.getByRole('heading', { name: '8. Pliki cookies i pamięć przeglądarki' });
    expect(scrolled.mock.contexts).toEqual([cookies]);
    expect(cookies).toHaveFocus();
  });
});
