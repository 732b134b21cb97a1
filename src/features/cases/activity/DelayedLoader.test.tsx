import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DelayedLoader, SPINNER_DELAY_MS } from './DelayedLoader';

describe('DelayedLoader', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows the activity spinner only after 200 ms', () => {
    render(
      <MantineProvider env="test">
        <DelayedLoader label="Wczytywanie aktywności" />
      </MantineProvider>,
    );
    expect(SPINNER_DELAY_MS).toBe(200);
    act(() => vi.advanceTimersByTime(199));
    expect(screen.queryByLabelText('Wczytywanie aktywności')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByLabelText('Wczytywanie aktywności')).toBeInTheDocument();
  });
});
