import { screen, within } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { config } from '@/lib/config';
import { renderApp } from '@/testing/render';
import { server } from '@/testing/server';

/** A file of the app's public folder, as the built site serves it at `path`. */
const publicFile = (path: string) => readFileSync(join(process.cwd(), 'public', path));

describe('the investor page', { timeout: 30_000 }, () => {
  it('links the meeting announcement and the annual reports 2019–2023, each a file of the investors folder', async () => {
    const calls: string[] = [];
    server.events.on('request:start', ({ request }) => void calls.push(request.url));
    renderApp('/investor');
    expect(await screen.findByRole('heading', { level: 1, name: 'Relacje inwestorskie' })).toBeInTheDocument();
    const documents = within(screen.getByRole('region', { name: 'Dokumenty' })).getAllByRole('link');
    expect(documents.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      [
        'Ogłoszenie o zwołaniu Nadzwyczajnego Walnego Zgromadzenia na dzień 22 października 2024 r. (PDF, otwiera się w nowej karcie)',
        '/investors/ogloszenie-nwz-2024-10-22.pdf',
      ],
      ...[2023, 2022, 2021, 2020, 2019].map((year) => [
        `Raport roczny za ${year} r. (archiwum ZIP)`,
        `/investors/raport-roczny-${year}.zip`,
      ]),
    ]);
    // the files exist and are what they say: a PDF, and ZIP archives
    const [announcement, ...reports] = documents.map((link) => publicFile(link.getAttribute('href')!));
    expect(announcement.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
    for (const report of reports) expect([...report.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
    expect(documents[0]).toHaveAttribute('target', '_blank');
    expect(documents[1]).toHaveAttribute('download', 'raport-roczny-2023.zip');
    // a static page: nothing asked of the API
    expect(calls.filter((url) => new URL(url).pathname.startsWith('/api/'))).toEqual([]);
    server.events.removeAllListeners();
  });

  it('leads to the brokerage house’s sign-in from the settings, in a new tab', async () => {
    renderApp('/investor');
    const brokerage = await screen.findByRole('link', { name: /Zaloguj się do systemu domu maklerskiego/ });
    expect(brokerage).toHaveAttribute('href', config.brokerageSignInUrl);
    expect(brokerage).toHaveAttribute('target', '_blank');
    expect(brokerage).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('gives the company’s address and registration data from the settings', async () => {
    renderApp('/investor');
    const data = within(await screen.findByRole('region', { name: 'Dane spółki' }));
    const row = (label: string) => data.getByRole('rowheader', { name: label }).closest('tr')!;
    const { company } = config;
    expect(row('Firma')).toHaveTextContent(company.name);
    expect(row('Adres siedziby')).toHaveTextContent(company.address);
    expect(row('Sąd rejestrowy')).toHaveTextContent(company.court);
    expect(row('KRS')).toHaveTextContent(company.krs);
    expect(row('NIP')).toHaveTextContent(company.nip);
    expect(row('REGON')).toHaveTextContent(company.regon);
    expect(row('Kapitał zakładowy')).toHaveTextContent(company.shareCapital);
  });
});
