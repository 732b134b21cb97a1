import { MantineProvider } from '@mantine/core';
import type { PeriodStatus } from '@portal/sdk/model';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PeriodStatusSelect } from './PeriodStatusSelect';

function Harness({
  initial,
  disabled,
  onChange,
}: {
  initial: PeriodStatus | null | undefined;
  disabled?: boolean;
  onChange: (status: PeriodStatus) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <PeriodStatusSelect
      value={value}
      disabled={disabled}
      onChange={(status) => {
        setValue(status);
        onChange(status);
      }}
    />
  );
}

const renderSelect = (initial: PeriodStatus | null | undefined, disabled?: boolean) => {
  const onChange = vi.fn();
  render(
    <MantineProvider env="test">
      <Harness initial={initial} disabled={disabled} onChange={onChange} />
    </MantineProvider>,
  );
  return { onChange, input: screen.getByRole('combobox', { name: 'Status okresu' }) };
};

describe('PeriodStatusSelect', () => {
  it.each([null, undefined])('shows a missing status (%s) as "Nie rozpoczęto"', (missing) => {
    expect(renderSelect(missing).input).toHaveValue('Nie rozpoczęto');
  });

  it('offers the four statuses; "Zakończono" is disabled and explains itself in a tooltip', async () => {
    const { input, onChange } = renderSelect('InProgress');
    await userEvent.click(input);
    const listbox = screen.getByRole('listbox');
    const options = within(listbox).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Nie rozpoczęto',
      'W toku',
      'Gotowy do księgowania',
      expect.stringMatching(/^Zakończono/),
    ]);
    const done = options[3];
    expect(done).toHaveAttribute('data-combobox-disabled');

    await userEvent.hover(within(done).getByText('Zakończono'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Wyślij podsumowanie aby zakończyć okres rozliczeniowy',
    );

    await userEvent.click(done);
    expect(onChange).not.toHaveBeenCalled();
    expect(input).toHaveValue('W toku');
  });

  it('reports a picked status', async () => {
    const { input, onChange } = renderSelect('InProgress');
    await userEvent.click(input);
    await userEvent.click(screen.getByRole('option', { name: 'Gotowy do księgowania' }));
    expect(onChange).toHaveBeenCalledWith('ReadyForAccounting');
    expect(input).toHaveValue('Gotowy do księgowania');
  });

  it('is disabled for a user who cannot edit', () => {
    expect(renderSelect('Done', true).input).toBeDisabled();
  });
});
