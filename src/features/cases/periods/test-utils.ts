import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CasePeriod } from '@portal/sdk/model';

export const board = () => screen.findByRole('group', { name: 'Tablica okresów rozliczeniowych' }, { timeout: 5000 });

/** The board tile of a period ("2026-08"). */
export const tile = async (period: string) =>
  within(await board()).getByRole('button', { name: new RegExp(`^${period} `) });

/** A period as the demo database holds it (`db` of `renderApp`). */
export const periodOf = (db: { casePeriods: CasePeriod[] }, id: number) =>
  db.casePeriods.find((period) => period.id === id)!;

/** User events without the pause between keystrokes (the whole app is rendered; the machine is shared). */
export const user = userEvent.setup({ delay: null });
