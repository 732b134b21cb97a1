import { getUploadCasePeriodClientAttachmentsMockHandler } from '@portal/sdk/mocks/cases';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ids } from '@/mocks/db/seed-ids';
import { renderApp } from '@/testing/render';
import { board, periodOf, tile, user } from './test-utils';

const { october, november } = ids.period;
const CLIENT_CASE = `/yourCases/${ids.case.accounting}`;
const EXPERT_CASE = `/expertCases/${ids.case.accounting}`;

const side = (name: 'Dokumenty klienta' | 'Dokumenty eksperta') => screen.getByRole('region', { name });

/** Drops files on a dropzone the way a browser does (a drop event carrying the files). */
const dropFiles = async (dropzone: HTMLElement, files: File[]) => {
  const items = files.map((file) => ({ kind: 'file', type: file.type, getAsFile: () => file }));
  fireEvent.drop(dropzone, { dataTransfer: { files, items, types: ['Files'] } });
  await screen.findByRole('textbox', { name: `Opis pliku ${files[0].name}` });
};

const pdf = (name: string) => new File(['%PDF-1.4 demo'], name, { type: 'application/pdf' });

describe('period documents: upload', () => {
  it('several dropped files go in ONE request, with comma-joined descriptions and a common type', async () => {
    const sent: FormData[] = [];
    const { db } = renderApp(CLIENT_CASE, {
      role: 'Client',
      handlers: [
        // records the request and lets the demo backend answer it
        http.post('*/api/Case/:id/period/clientAttachmentMultiple', async ({ request }) => {
          sent.push(await request.clone().formData());
        }),
      ],
    });
    await board();
    const before = periodOf(db, november).clientAttachments.length;
    await dropFiles(screen.getByRole('group', { name: 'Dodaj pliki: Dokumenty klienta' }), [
      pdf('faktura_prad_11_2026.pdf'),
      pdf('wyciag_11_2026.pdf'),
    ]);
    await user.type(screen.getByRole('textbox', { name: 'Opis pliku faktura_prad_11_2026.pdf' }), 'Faktura za prąd');
    await user.type(screen.getByRole('textbox', { name: 'Opis pliku wyciag_11_2026.pdf' }), 'Wyciąg z konta');
    expect(screen.getByRole('combobox', { name: 'Rodzaj dokumentów' })).toHaveValue('Faktura sprzedażowa');
    await user.click(screen.getByRole('button', { name: 'Wyślij pliki (2)' }));

    await waitFor(() => expect(screen.queryByRole('textbox', { name: /^Opis pliku/ })).not.toBeInTheDocument());
    expect(sent).toHaveLength(1);
    expect(sent[0].getAll('Files')).toHaveLength(2);
    expect(sent[0].get('Descriptions')).toBe('Faktura za prąd,Wyciąg z konta');
    expect(sent[0].get('CasePeriodAttachmentType')).toBe('1');

    const documents = side('Dokumenty klienta');
    expect(await within(documents).findByRole('cell', { name: 'Faktura za prąd' })).toBeInTheDocument();
    expect(within(documents).getByRole('cell', { name: 'Wyciąg z konta' })).toBeInTheDocument();
    expect(periodOf(db, november).clientAttachments).toHaveLength(before + 2);
  });

  it('a description with a comma is refused before sending (the descriptions travel comma-joined)', async () => {
    renderApp(CLIENT_CASE, { role: 'Client' });
    await board();
    await dropFiles(screen.getByRole('group', { name: 'Dodaj pliki: Dokumenty klienta' }), [pdf('a.pdf')]);
    await user.type(screen.getByRole('textbox', { name: 'Opis pliku a.pdf' }), 'Faktura, korekta');
    expect(
      screen.getByText('Opis pliku nie może zawierać przecinka. Zamiast niego użyj średnika lub myślnika.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Wyślij pliki (1)' })).toBeDisabled();
  });

  it('a refused upload (400) shows the message and keeps the files and descriptions', async () => {
    renderApp(CLIENT_CASE, {
      role: 'Client',
      handlers: [
        getUploadCasePeriodClientAttachmentsMockHandler(() => {
          throw HttpResponse.json(
            { title: 'Nieprawidłowe dane', status: 400, errors: { Files: ['Plik jest za duży.'] } },
            { status: 400 },
          );
        }),
      ],
    });
    await board();
    await dropFiles(screen.getByRole('group', { name: 'Dodaj pliki: Dokumenty klienta' }), [pdf('duzy.pdf')]);
    await user.type(screen.getByRole('textbox', { name: 'Opis pliku duzy.pdf' }), 'Skan umowy');
    await user.click(screen.getByRole('button', { name: 'Wyślij pliki (1)' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Plik jest za duży.');
    expect(screen.getByRole('textbox', { name: 'Opis pliku duzy.pdf' })).toHaveValue('Skan umowy');
  });

  it('files chosen but not sent are still there after a look at another period', async () => {
    renderApp(CLIENT_CASE, { role: 'Client' });
    await board();
    await dropFiles(screen.getByRole('group', { name: 'Dodaj pliki: Dokumenty klienta' }), [pdf('umowa.pdf')]);
    await user.type(screen.getByRole('textbox', { name: 'Opis pliku umowa.pdf' }), 'Umowa najmu');
    expect(screen.getByRole('heading', { level: 4, name: 'Okres 2026-11' })).toBeInTheDocument();

    await user.click(await tile('2026-10'));
    await waitFor(() =>
      expect(screen.queryByRole('textbox', { name: 'Opis pliku umowa.pdf' })).not.toBeInTheDocument(),
    );
    expect(await screen.findByRole('heading', { level: 4, name: 'Okres 2026-10' })).toBeInTheDocument();
    await user.click(await tile('2026-11'));
    expect(await screen.findByRole('textbox', { name: 'Opis pliku umowa.pdf' })).toHaveValue('Umowa najmu');
  });

  it('each side uploads only its own documents', async () => {
    renderApp(EXPERT_CASE, { role: 'ExpertEmployee' });
    await board();
    expect(screen.getByRole('group', { name: 'Dodaj pliki: Dokumenty eksperta' })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Dodaj pliki: Dokumenty klienta' })).not.toBeInTheDocument();
  });
});

describe('period documents: the list', () => {
  it('delete asks for confirmation first', async () => {
    const { db } = renderApp(CLIENT_CASE, { role: 'Client' });
    await board();
    const name = 'FV_2026_11_001_sprzedaz.pdf';
    await user.click(screen.getByRole('button', { name: `Usuń: ${name}` }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(`Czy na pewno chcesz usunąć dokument ${name}?`);
    await user.click(within(dialog).getByRole('button', { name: 'Anuluj' }));
    expect(periodOf(db, november).clientAttachments).toHaveLength(1);
    expect(screen.getByText(name)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: `Usuń: ${name}` }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ok' }));
    await waitFor(() => expect(screen.queryByText(name)).not.toBeInTheDocument());
    expect(periodOf(db, november).clientAttachments).toHaveLength(0);
  });

  it('the paid flag is saved', async () => {
    const { db } = renderApp(EXPERT_CASE, { role: 'ExpertEmployee' });
    await user.click(await tile('2026-10'));
    const name = 'FV_2026_10_001_sprzedaz.pdf';
    const paid = screen.getByRole('checkbox', { name: `Opłacony ${name}` });
    expect(paid).not.toBeChecked();
    await user.click(paid);
    await waitFor(() =>
      expect(periodOf(db, october).clientAttachments.find((a) => a.fileName === name)?.paid).toBe(true),
    );
    await waitFor(() => expect(screen.getByRole('checkbox', { name: `Opłacony ${name}` })).toBeEnabled());
    expect(screen.getByRole('checkbox', { name: `Opłacony ${name}` })).toBeChecked();
  });

  it('the expert marks the expert documents complete; with both sides complete the board shows the period complete', async () => {
    const { db } = renderApp(EXPERT_CASE, { role: 'ExpertEmployee' });
    await user.click(await tile('2026-10'));
    expect(within(side('Dokumenty klienta')).getByRole('checkbox', { name: 'Dokumenty kompletne' })).toBeChecked();
    const expertMark = within(side('Dokumenty eksperta')).getByRole('checkbox', { name: 'Dokumenty kompletne' });
    expect(expertMark).not.toBeChecked();

    await user.click(expertMark);
    await waitFor(async () => expect(await tile('2026-10')).toHaveAccessibleName(/ Komplet$/));
    expect(periodOf(db, october).expertAttachmentsCompleted).toBe(true);
  });

  it('the client cannot set the completed marks', async () => {
    renderApp(CLIENT_CASE, { role: 'Client' });
    await board();
    expect(within(side('Dokumenty klienta')).getByRole('checkbox', { name: 'Dokumenty kompletne' })).toBeDisabled();
    expect(within(side('Dokumenty eksperta')).getByRole('checkbox', { name: 'Dokumenty kompletne' })).toBeDisabled();
  });

  it('the expert sets the accounting type of a document', async () => {
    const { db } = renderApp(EXPERT_CASE, { role: 'ExpertEmployee' });
    await board();
    const name = 'FV_2026_11_001_sprzedaz.pdf';
    const type = screen.getByRole('combobox', { name: `Rodzaj dokumentu ${name}` });
    await waitFor(() => expect(type).toHaveValue('Faktura sprzedażowa'));
    await user.click(type);
    await user.click(screen.getByRole('option', { name: 'Faktura kosztowa' }));
    await waitFor(() => expect(periodOf(db, november).clientAttachments[0].casePeriodAttachmentType).toBe(2));
    expect(screen.getByRole('combobox', { name: `Rodzaj dokumentu ${name}` })).toHaveValue('Faktura kosztowa');
  });

  it('download saves the file under its name', async () => {
    // jsdom has no object URLs
    URL.createObjectURL ??= () => '';
    URL.revokeObjectURL ??= () => {};
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:demo');
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    renderApp(CLIENT_CASE, { role: 'Client' });
    await board();
    await user.click(screen.getByRole('button', { name: 'Pobierz: FV_2026_11_001_sprzedaz.pdf' }));

    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0].download).toBe('FV_2026_11_001_sprzedaz.pdf');
    expect(clicked[0].href).toBe('blob:demo');
    expect(createObjectURL).toHaveBeenCalledTimes(1);
  });
});
