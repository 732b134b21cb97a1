import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { caseTexts } from '@/features/cases/texts';
import { ids } from '@/mocks/db/seed-ids';
import { doubleActivate } from '@/testing/double-activate';
import { TEST_API_ORIGIN } from '@/testing/server';
import { renderApp } from '@/testing/render';
import { fill } from './test-utils';

const CASES = `${TEST_API_ORIGIN}/api/Case`;
const UPLOAD = `${TEST_API_ORIGIN}/api/Case/:id/clientAttachmentMultiple`;

/** Counts the create calls and keeps the multi-upload bodies; answers nothing, so the demo backend answers. */
function spy() {
  const calls = { creates: 0, uploads: [] as FormData[] };
  const handlers = [
    http.post(CASES, () => {
      calls.creates += 1;
    }),
    http.post(UPLOAD, async ({ request }) => {
      calls.uploads.push(await request.clone().formData());
    }),
  ];
  return { calls, handlers };
}

const file = (name: string) => new File([`treść ${name}`], name, { type: 'application/pdf' });
// jsdom's File loses its name on the way into Node's Request (a test-environment limit, not the app's), so the
// tests tell the sent files apart by their contents
const contents = (form: FormData) => Promise.all(form.getAll('Files').map((sent) => (sent as Blob).text()));

async function fillReport({ files = [] as File[] } = {}) {
  await userEvent.click(await screen.findByRole('combobox', { name: /^Produkt/ }, { timeout: 5000 }));
  await userEvent.click(await screen.findByRole('option', { name: 'Konsultacja z ekspertem' }, { timeout: 5000 }));
  await fill(screen.getByRole('textbox', { name: /^Opis sprawy/ }), 'Potrzebuję porady w sprawie VAT');
  if (files.length) await userEvent.upload(screen.getByLabelText('Załączniki'), files);
}

const submit = () => userEvent.click(screen.getByRole('button', { name: /Zgłoś sprawę|Spróbuj ponownie/ }));

describe('report a case (/yourCases/add)', () => {
  it('sends one create and one multi upload with comma-joined descriptions, then opens the new case', async () => {
    const { calls, handlers } = spy();
    const { db, history } = renderApp('/yourCases/add', { role: 'Client', handlers });
    const before = db.cases.length;
    await fillReport({ files: [file('faktura.pdf'), file('umowa.pdf')] });
    await fill(screen.getByRole('textbox', { name: 'Opis załącznika: faktura.pdf' }), 'Faktura za styczeń');
    await fill(screen.getByRole('textbox', { name: 'Opis załącznika: umowa.pdf' }), 'Umowa najmu');
    await submit();

    await waitFor(() => expect(history.location.pathname).toMatch(/^\/yourCases\/\d+$/));
    expect(await screen.findByText(caseTexts.forms.messages.reported)).toBeInTheDocument();
    const created = db.cases.at(-1)!;
    expect(db.cases).toHaveLength(before + 1);
    expect(history.location.pathname).toBe(`/yourCases/${created.id}`);
    // no name typed: the product's name
    expect(created).toMatchObject({
      name: 'Konsultacja z ekspertem',
      clientId: ids.person.client,
      productId: ids.product.consultation,
    });
    expect(created.generalInfo?.description).toBe('Potrzebuję porady w sprawie VAT');
    expect(calls.creates).toBe(1);
    expect(calls.uploads).toHaveLength(1);
    const [upload] = calls.uploads;
    expect(await contents(upload)).toEqual(['treść faktura.pdf', 'treść umowa.pdf']);
    expect(upload.get('Descriptions')).toBe('Faktura za styczeń,Umowa najmu');
  });

  it('a double click on "Zgłoś sprawę" (or the form sent again meanwhile) creates one case', async () => {
    const { calls, handlers } = spy();
    const { db, history } = renderApp('/yourCases/add', { role: 'Client', handlers });
    const before = db.cases.length;
    await fillReport({ files: [file('faktura.pdf')] });
    doubleActivate(screen.getByRole('button', { name: 'Zgłoś sprawę' }));

    await waitFor(() => expect(history.location.pathname).toMatch(/^\/yourCases\/\d+$/));
    await new Promise((r) => setTimeout(r, 100));
    expect(calls.creates).toBe(1);
    expect(calls.uploads).toHaveLength(1);
    expect(db.cases).toHaveLength(before + 1);
  });

  it('a typed name wins over the product name; a removed file is not sent', async () => {
    const { calls, handlers } = spy();
    const { db, history } = renderApp('/yourCases/add', { role: 'Client', handlers });
    await fillReport({ files: [file('a.pdf'), file('b.pdf')] });
    await fill(screen.getByRole('textbox', { name: /^Nazwa sprawy/ }), 'Porada VAT');
    await userEvent.click(screen.getByRole('button', { name: 'Usuń plik a.pdf' }));
    expect(within(screen.getByRole('list', { name: 'Wybrane pliki' })).getAllByRole('listitem')).toHaveLength(1);
    await submit();

    await waitFor(() => expect(history.location.pathname).toMatch(/^\/yourCases\/\d+$/));
    expect(db.cases.at(-1)!.name).toBe('Porada VAT');
    expect(await contents(calls.uploads[0])).toEqual(['treść b.pdf']);
  });

  it('without files nothing is uploaded', async () => {
    const { calls, handlers } = spy();
    const { history } = renderApp('/yourCases/add', { role: 'Client', handlers });
    await fillReport();
    await submit();
    await waitFor(() => expect(history.location.pathname).toMatch(/^\/yourCases\/\d+$/));
    expect(calls.creates).toBe(1);
    expect(calls.uploads).toHaveLength(0);
  });

  it('shows the required-field messages in Polish and sends nothing', async () => {
    const { calls, handlers } = spy();
    const { history } = renderApp('/yourCases/add', { role: 'Client', handlers });
    await screen.findByRole('combobox', { name: /^Produkt/ }, { timeout: 5000 });
    await submit();
    expect(screen.getByRole('combobox', { name: /^Produkt/ })).toHaveAccessibleDescription('To pole jest wymagane');
    expect(screen.getByRole('textbox', { name: /^Opis sprawy/ })).toHaveAccessibleDescription('To pole jest wymagane');
    expect(calls.creates).toBe(0);
    expect(history.location.pathname).toBe('/yourCases/add');
  });

  it('refuses a comma in an attachment description (the descriptions travel comma-joined)', async () => {
    const { calls, handlers } = spy();
    renderApp('/yourCases/add', { role: 'Client', handlers });
    await fillReport({ files: [file('a.pdf')] });
    const description = screen.getByRole('textbox', { name: 'Opis załącznika: a.pdf' });
    await fill(description, 'styczeń, luty');
    await submit();
    expect(description).toHaveAccessibleDescription(
      'Opis pliku nie może zawierać przecinka. Zamiast niego użyj średnika lub myślnika.',
    );
    // the same hint over both upload areas
    expect(screen.getByText('Możesz dodać kilka plików naraz; każdy może mieć własny opis.')).toBeInTheDocument();
    expect(calls.creates).toBe(0);
  });

  it('a failed create keeps every field and the chosen files', async () => {
    const { db } = renderApp('/yourCases/add', {
      role: 'Client',
      handlers: [http.post(CASES, () => HttpResponse.json({ title: 'Błąd', status: 500 }, { status: 500 }))],
    });
    const before = db.cases.length;
    await fillReport({ files: [file('faktura.pdf')] });
    await fill(screen.getByRole('textbox', { name: 'Opis załącznika: faktura.pdf' }), 'Faktura');
    await submit();

    expect(await screen.findByText(caseTexts.forms.messages.createFailed)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /^Produkt/ })).toHaveValue('Konsultacja z ekspertem');
    expect(screen.getByRole('textbox', { name: /^Opis sprawy/ })).toHaveValue('Potrzebuję porady w sprawie VAT');
    expect(screen.getByRole('textbox', { name: 'Opis załącznika: faktura.pdf' })).toHaveValue('Faktura');
    expect(db.cases).toHaveLength(before);
  });

  it('a retry after a failed upload uploads again without creating a second case', async () => {
    const { calls, handlers } = spy();
    let failUpload = true;
    const { db, history } = renderApp('/yourCases/add', {
      role: 'Client',
      handlers: [
        // asked before the spy: the first upload fails, later ones reach the spy and the demo backend
        http.post(UPLOAD, () => {
          if (!failUpload) return;
          failUpload = false;
          return HttpResponse.json({ title: 'Błąd', status: 500 }, { status: 500 });
        }),
        ...handlers,
      ],
    });
    const before = db.cases.length;
    await fillReport({ files: [file('faktura.pdf')] });
    await submit();

    expect(await screen.findByText(caseTexts.forms.messages.uploadFailed)).toBeInTheDocument();
    expect(db.cases).toHaveLength(before + 1);
    expect(history.location.pathname).toBe('/yourCases/add');
    // the case exists: its product and name are fixed now
    expect(screen.getByRole('combobox', { name: /^Produkt/ })).toBeDisabled();

    await submit();
    await waitFor(() => expect(history.location.pathname).toBe(`/yourCases/${db.cases.at(-1)!.id}`));
    expect(calls.creates).toBe(1);
    expect(calls.uploads).toHaveLength(1);
    expect(db.cases).toHaveLength(before + 1);
  });
});
