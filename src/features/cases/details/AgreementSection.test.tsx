import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ids } from '@/mocks/db/seed-ids';
import { badRequest } from '@/testing/server';
import { renderApp } from '@/testing/render';
import { expectSavedNotice } from '@/testing/saved-notice';

const { otherClientDispute, loanLawsuit } = ids.case;
const agreementSection = () => screen.findByRole('region', { name: 'Umowa' }, { timeout: 5000 });
const agreementOf = (db: ReturnType<typeof renderApp>['db'], id: number) =>
  db.cases.find((c) => c.id === id)!.agreement;

afterEach(() => {
  vi.restoreAllMocks();
});

// the whole app renders in each test: allow for a busy machine
describe('agreement', { timeout: 30_000 }, () => {
  it('uploads an agreement (multipart) and shows it', async () => {
    const sent: FormData[] = [];
    const { db } = renderApp(`/cases/${otherClientDispute}`, {
      role: 'Admin',
      handlers: [
        // records the request and lets the demo backend answer it
        http.post(`*/api/Case/${otherClientDispute}/agreement`, async ({ request }) => {
          sent.push(await request.clone().formData());
        }),
      ],
    });
    const section = await agreementSection();
    expect(within(section).getByText('Brak umowy.')).toBeInTheDocument();
    const file = new File(['%PDF-1.4 umowa'], 'umowa_mazur.pdf', { type: 'application/pdf' });
    await userEvent.upload(section.querySelector<HTMLInputElement>('input[type="file"]')!, file);
    await waitFor(() => expect(agreementOf(db, otherClientDispute)).toBeTruthy());
    expect(sent).toHaveLength(1);
    // the file part with the chosen content (jsdom's File loses its name on the way through Node's fetch)
    expect(sent[0].get('file')).toMatchObject({ size: file.size, type: 'application/pdf' });
    await waitFor(() => expect(within(section).queryByText('Brak umowy.')).not.toBeInTheDocument());
    expect(within(section).getByRole('button', { name: 'Pobierz' })).toBeInTheDocument();
    expect(within(section).getByText('Zastąp umowę')).toBeInTheDocument();
    await expectSavedNotice('Umowa została dodana');
  });

  it("a refused upload (400) shows the server's words and keeps the chosen file", async () => {
    const { db } = renderApp(`/cases/${otherClientDispute}`, {
      role: 'Admin',
      handlers: [
        http.post(`*/api/Case/${otherClientDispute}/agreement`, () => badRequest('Umowa musi być plikiem PDF')),
      ],
    });
    const section = await agreementSection();
    const file = new File(['umowa'], 'umowa.txt', { type: 'text/plain' });
    await userEvent.upload(section.querySelector<HTMLInputElement>('input[type="file"]')!, file);
    expect(await within(section).findByText('Umowa musi być plikiem PDF')).toBeInTheDocument();
    expect(within(section).getByText('umowa.txt')).toBeInTheDocument();
    expect(agreementOf(db, otherClientDispute)).toBeFalsy();
  });

  it('removes the agreement only after confirmation', async () => {
    const { db } = renderApp(`/cases/${loanLawsuit}`, { role: 'Admin' });
    const section = await agreementSection();
    await userEvent.click(within(section).getByRole('button', { name: 'Usuń umowę' }));
    const dialog = await screen.findByRole('dialog', { name: 'Usuwanie umowy' });
    expect(dialog).toHaveTextContent('Czy na pewno chcesz usunąć umowę tej sprawy?');
    // Anuluj keeps it
    await userEvent.click(within(dialog).getByRole('button', { name: 'Anuluj' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(agreementOf(db, loanLawsuit)).not.toBeNull();

    await userEvent.click(within(section).getByRole('button', { name: 'Usuń umowę' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(agreementOf(db, loanLawsuit)).toBeNull());
    expect(await within(section).findByText('Brak umowy.')).toBeInTheDocument();
    await expectSavedNotice('Umowa została usunięta');
  });

  it('downloads the agreement through the API as a file', async () => {
    const requested: string[] = [];
    renderApp(`/yourCases/${ids.case.accounting}`, {
      role: 'Client',
      handlers: [
        http.get('*/api/CaseAttachment/:id/FileStream', ({ request }) => {
          requested.push(new URL(request.url).pathname);
        }),
      ],
    });
    const createObjectURL = vi.fn(() => 'blob:umowa');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const section = await agreementSection();
    await userEvent.click(within(section).getByRole('button', { name: 'Pobierz' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('umowa_ksiegowa_kowalska_design.pdf');
    expect(link.href).toBe('blob:umowa');
    expect(requested).toHaveLength(1);
  });
});
