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

  it('find a company in the register by its NIP; an unknown NIP is 404', async () => {
    expect(await getRegonCompanyByNip({ nip: '6342811006' })).toMatchObject({
      name: 'Mazur Transport sp. z o.o.',
      address: { city: 'Gdańsk' },
    });
    expect(await getRegonCompanyByNip({ nip: '1234563218' }).catch((e) => e)).toMatchObject({ status: 404 });
  });
});
