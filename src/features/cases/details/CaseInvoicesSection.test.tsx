import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/testing/render';

const section = () => screen.findByRole('region', { name: 'Faktury' }, { timeout: 10_000 });
const numbers = (region: HTMLElement) =>
  within(within(region).getByRole('table', { name: 'Faktury' }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('the invoices of a case', { timeout: 30_000 }, () => {
  it('are listed for the staff with drafts, each opening in the family’s routes; a new one is issued here', async () => {
    renderApp('/managerClientsCases/1001', { role: 'Manager' });
    const region = await section();
    expect(await within(region).findByRole('table', { name: 'Faktury' })).toBeInTheDocument();
    expect(numbers(region)).toEqual([
      ['Wersja robocza', '/managerClientsCases/1001/invoice/3'],
      ['FV/2026/10/0087', '/managerClientsCases/1001/invoice/2'],
      ['FV/2026/09/0112', '/managerClientsCases/1001/invoice/1'],
    ]);
    expect(within(region).getByRole('link', { name: 'Wystaw fakturę' })).toHaveAttribute(
      'href',
      '/managerClientsCases/1001/invoice',
    );
  });

  it('are the published ones for the client, who issues none', async () => {
    renderApp('/yourCases/1001', { role: 'Client' });
    const region = await section();
    expect(await within(region).findByRole('table', { name: 'Faktury' })).toBeInTheDocument();
    expect(numbers(region)).toEqual([
      ['FV/2026/10/0087', '/yourCases/1001/invoice/2'],
      ['FV/2026/09/0112', '/yourCases/1001/invoice/1'],
    ]);
    expect(within(region).queryByRole('link', { name: 'Wystaw fakturę' })).not.toBeInTheDocument();
  });

  it('are not shown to a client whose case has none', async () => {
    const asked: string[] = [];
    const watch = http.get('*/api/Invoice/case/:caseId', ({ params }) => void asked.push(String(params.caseId)));
    renderApp('/yourCases/1004', { role: 'Client', handlers: [watch] });
    await screen.findByRole('region', { name: 'Aktywność w sprawie' }, { timeout: 10_000 });
    await waitFor(() => expect(asked).toEqual(['1004']));
    // the answer (none) has been shown
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('region', { name: 'Faktury' })).not.toBeInTheDocument();
  });

  it('are read by an expert without the action to issue one', async () => {
    renderApp('/expertCases/1001', { role: 'ExpertEmployee' });
    const region = await section();
    await within(region).findByRole('table', { name: 'Faktury' });
    expect(numbers(region)[0]).toEqual(['Wersja robocza', '/expertCases/1001/invoice/3']);
    expect(within(region).queryByRole('link', { name: 'Wystaw fakturę' })).not.toBeInTheDocument();
  });
});
