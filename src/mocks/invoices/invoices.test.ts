import {
  createInvoice,
  createInvoicePayment,
  deleteInvoicePayment,
  downloadInvoicePdf,
  generateInvoiceNumber,
  getInitialCaseInvoice,
  getInvoice,
  getRegonCompanyByNip,
  listCaseInvoices,
  listPublishedCaseInvoices,
  setInvoiceStatus,
  updateInvoice,
} from '@portal/sdk';
import type { InvoiceInput } from '@portal/sdk/model';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoApi } from '@/testing/demo-api';
import { ids } from '@/mocks/db/seed-ids';

const api = demoApi({ as: 'Manager' });

const pdfText = async (file: Blob | string) =>
  typeof file === 'string' ? file : String.fromCharCode(...new Uint8Array(await file.arrayBuffer()));

describe('the demo’s invoices', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('prefill a new invoice from the case: the firm sells, the client’s company buys, due in 14 days', async () => {
    const initial = await getInitialCaseInvoice(ids.case.accounting);
    expect(initial).toMatchObject({
      caseId: ids.case.accounting,
      kind: 'Invoice',
      issueDate: '2026-11-25',
      paymentDueDate: '2026-12-09',
      seller: { nip: '5252261004' },
      buyer: { name: 'Anna Kowalska Kowalska Design', nip: '9512261004' },
      logoId: 1,
    });
  });

  it('compute the lines and the totals per rate; a new invoice is a draft with no number yet', async () => {
    const input: InvoiceInput = {
      ...(await getInitialCaseInvoice(ids.case.accounting)),
      items: [
        { name: 'Doradztwo', quantity: 3, unitNetPrice: 33.33, vatRate: 'VAT23' },
        { name: 'Szkolenie', quantity: 1, unitNetPrice: 100, vatRate: 'ZW' },
      ],
    };
    expect(await generateInvoiceNumber({ caseId: 1001, kind: 'Invoice', issueDate: '2026-11-25' })).toEqual({
      number: 'FV/2026/11/0142',
      sequenceNumber: 142,
    });
    const created = await createInvoice(input);
    expect(created).toMatchObject({
      status: 'Draft',
      number: null,
      netTotal: 199.99,
      vatTotal: 23,
      grossTotal: 222.99,
      amountPaid: 0,
    });
    expect(created.items.map((item) => item.grossAmount)).toEqual([122.99, 100]);
    // numbered when published, with the next number of its month
    expect(await setInvoiceStatus(created.id, { status: 'Published' })).toMatchObject({ number: 'FV/2026/11/0142' });
    expect(await generateInvoiceNumber({ caseId: 1001, kind: 'CorrectionInvoice', issueDate: '2026-11-25' })).toEqual({
      number: 'KOR/2026/11/0001',
      sequenceNumber: 1,
    });
  });

  it('refuse an invoice of 0,00 zł', async () => {
    const initial = await getInitialCaseInvoice(ids.case.accounting);
    expect(initial.items.map((item) => item.unitNetPrice)).toEqual([0]);
    expect(await createInvoice(initial).catch((e) => e)).toMatchObject({
      status: 400,
      body: { errors: { items: ['Faktura nie może być na 0,00 zł: podaj cenę co najmniej jednej pozycji.'] } },
    });
    expect(await updateInvoice(3, { ...(await getInvoice(3)), items: initial.items }).catch((e) => e)).toMatchObject({
      status: 400,
    });
  });

  it('total a correction as its difference to the invoice it corrects, and want its reason', async () => {
    const original = await getInvoice(5);
    const body: InvoiceInput = {
      ...original,
      kind: 'CorrectionInvoice',
      number: null,
      correctedInvoiceId: 5,
      issueDate: '2026-11-25',
      correctionReason: '',
      items: original.items.map((item, i) => ({ ...item, quantity: i === 1 ? 1 : item.quantity })),
    };
    expect(await createInvoice(body).catch((e) => e)).toMatchObject({ status: 400 });
    const correction = await createInvoice({ ...body, correctionReason: 'Jeden pracownik mniej' });
    // 2 × 50 zł net less, 23% VAT
    expect(correction).toMatchObject({ netTotal: -100, vatTotal: -23, grossTotal: -123, number: null });
  });

  it('show a client only the published invoices of their cases and let them change nothing', async () => {
    api.actAs('Client');
    const seen = await listCaseInvoices(ids.case.accounting);
    expect(seen.map((invoice) => invoice.status)).not.toContain('Draft');
    expect(seen.length).toBe(2);
    expect(await getInvoice(3).catch((e) => e)).toMatchObject({ status: 404 });
    expect(await getInvoice(5).catch((e) => e)).toMatchObject({ status: 403 });
    expect(await setInvoiceStatus(2, { status: 'Accounted' }).catch((e) => e)).toMatchObject({ status: 403 });
    expect(await listPublishedCaseInvoices(ids.case.accounting, { year: 2026, month: 10 })).toHaveLength(1);
  });

  it('number a draft when published; keep a published invoice from edits; record and remove payments', async () => {
    const draft = await getInvoice(3);
    expect(await createInvoicePayment(3, { amount: 10, date: '2026-11-25' }).catch((e) => e)).toMatchObject({
      status: 400,
    });
    const published = await setInvoiceStatus(3, { status: 'Published' });
    expect(published).toMatchObject({ status: 'Published', number: 'FV/2026/11/0142' });
    expect(await updateInvoice(3, { ...draft, notes: 'x' }).catch((e) => e)).toMatchObject({ status: 400 });
    const payment = await createInvoicePayment(3, { amount: 200, date: '2026-11-25', note: 'Przelew' });
    expect((await getInvoice(3)).amountPaid).toBe(200);
    await deleteInvoicePayment(3, payment.id);
    expect((await getInvoice(3)).amountPaid).toBe(0);
  });

  it('print the invoice as a PDF', async () => {
    const text = await pdfText(await downloadInvoicePdf(6));
    expect(text).toMatch(/^%PDF-1\.4/);
    expect(text).toContain('KOR/2026/10/0004');
    expect(text).toContain('Do zwrotu');
  });

  it('print any text a user can type: Polish letters as letters, emoji and control characters never a 500 (issue 32)', async () => {
    const polish = 'ąćęłńóśźżĄĆĘŁŃÓŚŹŻ';
    const typed = [
      `Usługa ${polish}`,
      'Kciuk 👍 flaga 🇵🇱 rodzina 👨‍👩‍👧‍👦 ręka 👋🏽 klawisz 1️⃣',
      'Sterujące \u0000a\u0007b\u001bc\u2028d\u2029e\u200bf\ufeffg',
      'Łączone: a\u0328 e\u0328 z\u0307 n\u0301 o\u0301 x\u0301\u0302 „cytat” – myślnik — pauza',
      'Inne pisma: Привет 你好 שלום € 10 … ™ Müller naïve',
      '\ud800 samotny surogat',
    ];
    const input: InvoiceInput = {
      ...(await getInitialCaseInvoice(ids.case.accounting)),
      placeOfIssue: typed[3],
      items: typed.map((name) => ({ name, quantity: 1, unitNetPrice: 10, vatRate: 'VAT23' as const, unit: 'szt. 🧾' })),
    };
    input.buyer = { ...input.buyer, name: `${input.buyer.name} ${typed[1]}` };
    const created = await createInvoice(input);
    const file = await downloadInvoicePdf(created.id);
    const pdf = await pdfText(file);
    expect((file as Blob).type).toBe('application/pdf');
    expect(pdf).toMatch(/^%PDF-1\.4\n[\s\S]*%%EOF\n$/);
    // the Polish letters in the font's encoding (codes 128–143, /Differences), ó and Ó as WinAnsi has them
    expect(pdf).toContain('(1. Us\x83uga \x80\x81\x82\x83\x84\xf3\x85\x86\x87\x88\x89\x8a\x8b\x8c\xd3\x8d\x8e\x8f: ');
    expect(pdf).toContain('/Differences [128 /aogonek /cacute');
    // emoji left out (with the space before them), control characters too, line and paragraph separators as spaces
    expect(pdf).toContain('(2. Kciuk flaga rodzina r\x82ka klawisz 1: 1 szt. x ');
    expect(pdf).toContain('(3. Steruj\x80ce abc d efg: ');
    // combining marks joined with their letters where Polish has the letter, else the letter alone
    expect(pdf).toContain('(4. \x8b\x80czone: \x80 \x82 \x87 \x84 \xf3 x \x90cytat\x94 \x96 my\x85lnik \x97 pauza');
    // letters of other scripts a question mark each; a euro sign, an ellipsis as they are written without the glyph
    expect(pdf).toContain('(5. Inne pisma: ?????? ?? ???? EUR 10 ... \x99 M\xfcller na\xefve: ');
    expect(pdf).toContain('(6. ? samotny surogat');
  });

  it('find a company in the register by its NIP; an unknown NIP is 404', async () => {
    expect(await getRegonCompanyByNip({ nip: '6342811006' })).toMatchObject({
      name: 'Mazur Transport sp. z o.o.',
      address: { city: 'Gdańsk' },
    });
    expect(await getRegonCompanyByNip({ nip: '1234563218' }).catch((e) => e)).toMatchObject({ status: 404 });
  });
});
