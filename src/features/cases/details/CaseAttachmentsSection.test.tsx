import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { DemoDb } from '@/mocks/db/db';
import { ids } from '@/mocks/db/seed-ids';
import { renderApp } from '@/testing/render';
import { fill } from '@/features/cases/forms/test-utils';

/** User events without the pause between keystrokes (the whole app is rendered; the machine is shared). */
const user = userEvent.setup({ delay: null });
const { loanLawsuit, bankLawsuitDefence } = ids.case;

const list = (name: 'Załączniki klienta' | 'Załączniki eksperta') =>
  screen.findByRole('region', { name }, { timeout: 5000 });

/** The case's own attachments of one side, as the demo database holds them. */
const filesOf = (db: DemoDb, caseId: number, expert: boolean) =>
  db.caseAttachments.filter((a) => a.caseId === caseId && a.isExpertAttachment === expert);

const pdf = (name: string) => new File([`%PDF-1.4 ${name}`], name, { type: 'application/pdf' });

/** Chooses files in a list's upload and types a description for each. */
async function chooseFiles(region: HTMLElement, side: string, files: Record<string, string>) {
  await user.upload(
    within(region).getByLabelText(side, { selector: 'input' }),
    Object.keys(files).map((name) => pdf(name)),
  );
  for (const [name, description] of Object.entries(files))
    await fill(await within(region).findByRole('textbox', { name: `Opis pliku ${name}` }), description);
}

// the whole app renders in each test: allow for a busy machine
describe('case attachments', { timeout: 30_000 }, () => {
  it('the client sees both lists; deletes and uploads only on the client side', async () => {
    renderApp(`/yourCases/${loanLawsuit}`, { role: 'Client' });
    const client = await list('Załączniki klienta');
    const row = (await within(client).findByText('pelnomocnictwo_kowalska.pdf')).closest('tr')!;
    expect(row).toHaveTextContent('Pełnomocnictwo procesowe');
    expect(row).toHaveTextContent('2026-09-04');
    expect(within(row).getByRole('button', { name: 'Pobierz: pelnomocnictwo_kowalska.pdf' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Usuń: pelnomocnictwo_kowalska.pdf' })).toBeInTheDocument();
    expect(within(client).getByText('umowa_kredytu_2007.pdf')).toBeInTheDocument();
    expect(within(client).getByRole('group', { name: 'Dodaj pliki: Załączniki klienta' })).toBeInTheDocument();

    const expert = await list('Załączniki eksperta');
    const expertRow = (await within(expert).findByText('wyrok_SA_I_ACa_587_25.pdf')).closest('tr')!;
    expect(expertRow).toHaveTextContent('Wyrok Sądu Apelacyjnego');
    expect(within(expertRow).getByRole('button', { name: 'Pobierz: wyrok_SA_I_ACa_587_25.pdf' })).toBeInTheDocument();
    // a client cannot change the expert's files
    expect(within(expert).queryByRole('button', { name: /^Usuń: / })).not.toBeInTheDocument();
    expect(within(expert).queryByRole('group', { name: /^Dodaj pliki/ })).not.toBeInTheDocument();
  });

  it('a case without attachments says so on both sides to the staff; the client sees only the side they add to', async () => {
    renderApp(`/cases/${ids.case.recruitment}`, { role: 'Admin' });
    expect(await within(await list('Załączniki klienta')).findByText('Brak załączników')).toBeInTheDocument();
    expect(await within(await list('Załączniki eksperta')).findByText('Brak załączników')).toBeInTheDocument();
  });

  it("the client's view leaves out the expert's side while it is empty", async () => {
    renderApp(`/yourCases/${ids.case.recruitment}`, { role: 'Client' });
    const client = await list('Załączniki klienta');
    expect(await within(client).findByText('Brak załączników')).toBeInTheDocument();
    const region = screen.getByRole('region', { name: 'Załączniki' });
    await waitFor(() => expect(within(region).queryByText('Załączniki eksperta')).not.toBeInTheDocument());
    expect(within(region).getAllByText('Brak załączników')).toHaveLength(1);
  });

  it('the client uploads several files with descriptions in ONE request and they appear', async () => {
    const sent: FormData[] = [];
    let activityLoads = 0;
    const { db } = renderApp(`/yourCases/${loanLawsuit}`, {
      role: 'Client',
      handlers: [
        // these record the requests and let the demo backend answer them
        http.post(`*/api/Case/${loanLawsuit}/clientAttachmentMultiple`, async ({ request }) => {
          sent.push(await request.clone().formData());
        }),
        http.get(`*/api/CaseMessage/case/${loanLawsuit}`, () => {
          activityLoads += 1;
        }),
      ],
    });
    const client = await list('Załączniki klienta');
    await within(client).findByText('pelnomocnictwo_kowalska.pdf');
    await waitFor(() => expect(activityLoads).toBeGreaterThan(0));
    const loadsBefore = activityLoads;
    await chooseFiles(client, 'Załączniki klienta', {
      'harmonogram_splat.pdf': 'Harmonogram spłat',
      'aneks_2011.pdf': 'Aneks do umowy',
    });
    await user.click(within(client).getByRole('button', { name: 'Wyślij pliki (2)' }));

    expect(await within(client).findByText('Harmonogram spłat')).toBeInTheDocument();
    expect(within(client).getByText('Aneks do umowy')).toBeInTheDocument();
    // the pending files are cleared once the server has them
    expect(within(client).queryByRole('textbox', { name: /^Opis pliku/ })).not.toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0].getAll('Files')).toHaveLength(2);
    expect(sent[0].get('Descriptions')).toBe('Harmonogram spłat,Aneks do umowy');
    // jsdom sends the files nameless ("blob"): tell them apart by their descriptions
    expect(filesOf(db, loanLawsuit, false).map((a) => a.description)).toEqual([
      'Pełnomocnictwo procesowe',
      'Umowa kredytu hipotecznego',
      'Harmonogram spłat',
      'Aneks do umowy',
    ]);
    // the upload is a tracked change of the case: its activity is reloaded
    await waitFor(() => expect(activityLoads).toBeGreaterThan(loadsBefore));
  });

  it('the client deletes an own file only after confirmation', async () => {
    const { db } = renderApp(`/yourCases/${loanLawsuit}`, { role: 'Client' });
    const client = await list('Załączniki klienta');
    const name = 'umowa_kredytu_2007.pdf';
    await user.click(await within(client).findByRole('button', { name: `Usuń: ${name}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Usuń załącznik' });
    expect(dialog).toHaveTextContent(`Czy na pewno chcesz usunąć załącznik ${name}?`);
    await user.click(within(dialog).getByRole('button', { name: 'Anuluj' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(filesOf(db, loanLawsuit, false)).toHaveLength(2);
    expect(within(client).getByText(name)).toBeInTheDocument();

    await user.click(within(client).getByRole('button', { name: `Usuń: ${name}` }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(within(client).queryByText(name)).not.toBeInTheDocument());
    expect(filesOf(db, loanLawsuit, false).map((a) => a.fileName)).toEqual(['pelnomocnictwo_kowalska.pdf']);
  });

  it('the case expert uploads expert files and cannot change the client side', async () => {
    const { db } = renderApp(`/expertCases/${bankLawsuitDefence}`, { role: 'ExpertOwner' });
    const client = await list('Załączniki klienta');
    expect(await within(client).findByText('pozew_banku.pdf')).toBeInTheDocument();
    expect(within(client).queryByRole('button', { name: /^Usuń: / })).not.toBeInTheDocument();
    expect(within(client).queryByRole('group', { name: /^Dodaj pliki/ })).not.toBeInTheDocument();

    const expert = await list('Załączniki eksperta');
    await within(expert).findByText('odpowiedz_na_pozew.pdf');
    expect(within(expert).getByRole('button', { name: 'Usuń: odpowiedz_na_pozew.pdf' })).toBeInTheDocument();
    await chooseFiles(expert, 'Załączniki eksperta', { 'opinia.pdf': 'Opinia prawna' });
    await user.click(within(expert).getByRole('button', { name: 'Wyślij pliki (1)' }));

    expect(await within(expert).findByText('Opinia prawna')).toBeInTheDocument();
    expect(filesOf(db, bankLawsuitDefence, true).map((a) => a.description)).toEqual([
      'Odpowiedź na pozew',
      'Opinia prawna',
    ]);
    expect(filesOf(db, bankLawsuitDefence, false)).toHaveLength(1);
  });

  it('downloads a file through the API under its name', async () => {
    URL.createObjectURL ??= () => '';
    URL.revokeObjectURL ??= () => {};
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:demo');
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderApp(`/yourCases/${loanLawsuit}`, { role: 'Client' });
    const expert = await list('Załączniki eksperta');
    await user.click(await within(expert).findByRole('button', { name: 'Pobierz: wyrok_SA_I_ACa_587_25.pdf' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('wyrok_SA_I_ACa_587_25.pdf');
    expect(link.href).toBe('blob:demo');
    vi.restoreAllMocks();
  });

  it('files sent with a reported case show on the new case', async () => {
    const { history } = renderApp('/yourCases/add', { role: 'Client' });
    await user.click(await screen.findByRole('combobox', { name: /^Produkt/ }, { timeout: 5000 }));
    await user.click(await screen.findByRole('option', { name: 'Konsultacja z ekspertem' }, { timeout: 5000 }));
    await fill(screen.getByRole('textbox', { name: /^Opis sprawy/ }), 'Potrzebuję porady w sprawie VAT');
    await user.upload(screen.getByLabelText('Załączniki'), [pdf('faktura.pdf'), pdf('umowa.pdf')]);
    await fill(screen.getByRole('textbox', { name: 'Opis załącznika: faktura.pdf' }), 'Faktura za styczeń');
    await fill(screen.getByRole('textbox', { name: 'Opis załącznika: umowa.pdf' }), 'Umowa najmu');
    await user.click(screen.getByRole('button', { name: 'Zgłoś sprawę' }));

    await waitFor(() => expect(history.location.pathname).toMatch(/^\/yourCases\/\d+$/), { timeout: 5000 });
    const client = await list('Załączniki klienta');
    expect(await within(client).findByText('Faktura za styczeń')).toBeInTheDocument();
    expect(within(client).getByText('Umowa najmu')).toBeInTheDocument();
    // the expert has sent nothing yet: the client's view leaves that side out
    await waitFor(() => expect(screen.queryByText('Załączniki eksperta')).not.toBeInTheDocument());
  });
});
