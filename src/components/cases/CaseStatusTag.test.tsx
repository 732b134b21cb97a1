import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ids } from '@/mocks/db/seed-ids';
import { CaseStatusTag } from './CaseStatusTag';

const renderTag = (status: string | null) =>
  render(
    <MantineProvider env="test">
      <CaseStatusTag status={status} />
    </MantineProvider>,
  );

describe('CaseStatusTag', () => {
  it.each([
    ['New', 'Zgłoszona', 'case-status-new'],
    ['Offering', 'Ofertowanie', 'case-status-offering'],
    ['InProgress', 'W toku', 'case-status-inProgress'],
    ['Done', 'Zakończona', 'case-status-done'],
    ['Rejected', 'Odrzucona', 'case-status-rejected'],
  ])('%s shows "%s" with the class %s', (status, label, className) => {
    renderTag(status);
    expect(screen.getByText(label).closest('.case-status')).toHaveClass(className);
  });

  it('reads "Zaakceptowane" for a case in progress when an organisation is selected', () => {
    sessionStorage.setItem('organisationId', String(ids.organisation.main));
    renderTag('InProgress');
    expect(screen.getByText('Zaakceptowane')).toHaveClass('mantine-Badge-label');
    expect(screen.queryByText('W toku')).not.toBeInTheDocument();
  });

  it('gives each status its own colour', () => {
    const colours = ['New', 'Offering', 'InProgress', 'Done', 'Rejected'].map((status) => {
      const { container, unmount } = renderTag(status);
      const colour = (container.querySelector('.case-status') as HTMLElement).style.getPropertyValue('--badge-bg');
      unmount();
      return colour;
    });
    expect(new Set(colours).size).toBe(5);
  });

  it('an unknown or missing status shows "Brak" without a status class', () => {
    renderTag('Archived');
    const tag = screen.getByText('Brak').closest('.case-status') as HTMLElement;
    expect(tag.className).not.toMatch(/case-status-/);
  });
});
