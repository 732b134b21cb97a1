import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { renderOnPages } from '@/testing/render';
import { ReportCaseButton } from './ReportCaseButton';

/** The button on a bare page of a bare router, with the pages it may lead to. */
const renderOnPage = (button: ReactNode) =>
  renderOnPages({
    '/': () => button,
    '/yourCases/add': () => 'Zgłoszenie sprawy',
    '/managerClientsCases/create': () => 'Nowa sprawa managera',
  });

describe('ReportCaseButton', () => {
  it('is labelled "Zgłoś nową sprawę" and leads to the client\'s add-case route by default', async () => {
    const router = renderOnPage(<ReportCaseButton />);
    const link = await screen.findByRole('link', { name: 'Zgłoś nową sprawę' });
    expect(link).toHaveAttribute('href', '/yourCases/add');
    await userEvent.click(link);
    expect(await screen.findByText('Zgłoszenie sprawy')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/yourCases/add');
  });

  it('leads where `link` says', async () => {
    renderOnPage(<ReportCaseButton link={{ to: '/managerClientsCases/create' }} />);
    expect(await screen.findByRole('link', { name: 'Zgłoś nową sprawę' })).toHaveAttribute(
      'href',
      '/managerClientsCases/create',
    );
  });
});
