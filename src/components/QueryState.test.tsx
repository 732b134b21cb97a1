import { MantineProvider } from '@mantine/core';
import { ApiError } from '@portal/sdk/runtime';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { QueryState } from './QueryState';

const failed = (status: number) => new ApiError({ status, body: undefined, method: 'GET', url: '/api/Case/1' });
const show = (ui: ReactNode) => render(<MantineProvider>{ui}</MantineProvider>);

describe('QueryState', () => {
  it.each([
    [403, 'Brak dostępu'],
    [404, 'Nie znaleziono sprawy'],
    [500, 'Wystąpił błąd'],
  ])('a failed first load (HTTP %i) shows "%s" instead of the content', (status, title) => {
    show(
      <QueryState query={{ isPending: false, error: failed(status) }} notFoundText="Nie znaleziono sprawy">
        <p>Treść</p>
      </QueryState>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(title);
    expect(screen.queryByText('Treść')).not.toBeInTheDocument();
  });

  it('a failed background refresh leaves the content on screen (nothing typed is lost)', () => {
    show(
      <QueryState query={{ isPending: false, error: failed(500), data: { id: 1 } }}>
        <p>Treść</p>
      </QueryState>,
    );
    expect(screen.getByText('Treść')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('while loading shows the shape of the content, said to screen readers as loading', () => {
    show(
      <QueryState query={{ isPending: true, error: null }}>
        <p>Treść</p>
      </QueryState>,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Wczytywanie');
    expect(status.querySelectorAll('.app-skeleton[aria-hidden]').length).toBeGreaterThan(1);
    expect(screen.queryByText('Treść')).not.toBeInTheDocument();
  });
});
