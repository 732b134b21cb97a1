import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ids } from '@/mocks/db/seed-ids';
import { renderAlone, renderApp } from '@/testing/render';
import { expectSavedNotice } from '@/testing/saved-notice';
import { CaseResultSelect, type CaseResultSelectProps } from './CaseResultSelect';

const loanLawsuit = ids.case.loanLawsuit;
const resultSelect = () => screen.findByRole('combobox', { name: 'Wynik' }, { timeout: 5000 });
const optionNames = () => screen.getAllByRole('option').map((option) => option.textContent);

/** The selector alone (no call is made unless the value changes). */
const renderSelect = (props: Partial<CaseResultSelectProps>) =>
  renderAlone(<CaseResultSelect value="None" caseId={1} {...props} />);

// the whole app renders in each test: allow for a busy machine
describe('CaseResultSelect', { timeout: 30_000 }, () => {
  it('offers Brak, W toku, Wygrana, Przegrana', async () => {
    renderSelect({});
    await userEvent.click(await resultSelect());
    expect(optionNames()).toEqual(['Brak', 'W toku', 'Wygrana', 'Przegrana']);
  });

  it('hideNone hides Brak (and a None value shows as not chosen)', async () => {
    renderSelect({ hideNone: true });
    const select = await resultSelect();
    expect(select).toHaveValue('');
    await userEvent.click(select);
    expect(optionNames()).toEqual(['W toku', 'Wygrana', 'Przegrana']);
  });

  it('is disabled for users who cannot edit', async () => {
    renderSelect({ disabled: true, value: 'Won' });
    expect(await resultSelect()).toBeDisabled();
    expect(await resultSelect()).toHaveValue('Wygrana');
  });

  it('a change is sent as a merge-patch of the result and shows on the case', async () => {
    const bodies: unknown[] = [];
    const { db } = renderApp(`/cases/${loanLawsuit}`, {
      role: 'Admin',
      handlers: [
        http.patch(`*/api/Case/${loanLawsuit}`, async ({ request }) => {
          bodies.push({ type: request.headers.get('content-type'), body: await request.clone().json() });
        }),
      ],
    });
    const select = await resultSelect();
    expect(select).toHaveValue('W toku');
    await userEvent.click(select);
    await userEvent.click(screen.getByRole('option', { name: 'Wygrana' }));
    await waitFor(() => expect(db.cases.find((item) => item.id === loanLawsuit)!.result).toBe('Won'));
    expect(bodies).toEqual([{ type: 'application/merge-patch+json', body: { result: 'Won' } }]);
    await waitFor(() => expect(select).toHaveValue('Wygrana'));
    await expectSavedNotice('Wynik sprawy: Wygrana');
  });

  it('a refused change (403) goes back to the old value', async () => {
    const { db } = renderApp(`/cases/${loanLawsuit}`, {
      role: 'Admin',
      handlers: [
        http.patch(`*/api/Case/${loanLawsuit}`, () => HttpResponse.json({ title: 'Brak dostępu' }, { status: 403 })),
      ],
    });
    const select = await resultSelect();
    await userEvent.click(select);
    await userEvent.click(screen.getByRole('option', { name: 'Przegrana' }));
    expect(await screen.findByText('Wygląda na to że nie masz dostępu do żądanego zasobu')).toBeInTheDocument();
    await waitFor(() => expect(select).toHaveValue('W toku'));
    expect(db.cases.find((item) => item.id === loanLawsuit)!.result).toBe('InProgress');
    expect(within(document.body).queryByRole('listbox')).not.toBeInTheDocument();
  });
});
