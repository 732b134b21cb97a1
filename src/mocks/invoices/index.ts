import * as mocks from '@portal/sdk/mocks/invoices';
import type { Case, Invoice, InvoiceInput, InvoiceKind, InvoicePayment } from '@portal/sdk/model';
import { HttpResponse } from 'msw';
import { amountsInZloty, correctionDifference, invoiceTotals } from '@/lib/invoice-math';
import type { DemoDb } from '@/mocks/db/db';
import { computedLines, demoSeller } from '@/mocks/db/invoice-parts';
import { actsAsClient, assertCaseAccess, rolesOf } from '@/mocks/shared/access';
import { actingUserId } from '@/mocks/shared/acting-user';
import { badRequest, forbidden, notFound } from '@/mocks/shared/answers';
import type { MockContext } from '@/mocks/shared/context';
import { intParam, nowIso } from '@/mocks/shared/request';
import { lazySchemas, validBody, validQuery } from '@/mocks/shared/validation';
import { invoiceLogosHandlers } from './logos';
import { invoicePdf } from './pdf';

const schemas = lazySchemas(() => import('@portal/sdk/zod/invoices'));

/** Who issues invoices: administrators and managers. Other staff read them; a client reads their published ones. */
const ISSUERS = ['Admin', 'Manager'];
const visibleToClient = (invoice: Invoice) => invoice.status !== 'Draft';

const addDays = (date: string, days: number) => {
  const day = new Date(`${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
};

/**
 * The invoices of cases: lists, one invoice, the prefilled new one, create and replace (the server computes the
 * lines' amounts and the totals; a correction's totals are its difference to the invoice it corrects), status,
 * payments, numbering and the PDF. Clients see the published invoices of their own cases and change nothing.
 */
export const invoicesHandlers = ({ db }: MockContext) => {
  const caseOf = (request: Request, caseId: unknown) => {
    const item = db.cases.find((c) => c.id === intParam(String(caseId)));
    if (!item) throw notFound('Nie znaleziono sprawy');
    assertCaseAccess(db, request, item);
    return item;
  };
  const isClient = (request: Request) => actsAsClient(db, request);
  const issuerOnly = (request: Request) => {
    const userId = actingUserId(request);
    if (userId !== undefined && !rolesOf(db, userId).some((role) => ISSUERS.includes(role))) throw forbidden();
  };
  const find = (request: Request, id: unknown) => {
    const invoice = db.invoices.find((i) => i.id === intParam(String(id)));
    if (!invoice) throw notFound('Nie znaleziono faktury');
    caseOf(request, invoice.caseId);
    if (isClient(request) && !visibleToClient(invoice)) throw notFound('Nie znaleziono faktury');
    return invoice;
  };
  const forCase = (request: Request, caseId: unknown) => {
    const item = caseOf(request, caseId);
    return db.invoices
      .filter((i) => i.caseId === item.id && (!isClient(request) || visibleToClient(i)))
      .sort((a, b) => (a.issueDate === b.issueDate ? b.id - a.id : a.issueDate < b.issueDate ? 1 : -1));
  };

  /**
   * The stored invoice for a body: the lines' amounts and the totals computed. A draft keeps the number it is given
   * and has none otherwise: the next number of its series comes with publishing (the status change below).
   */
  const build = (input: InvoiceInput, request: Request, existing?: Invoice): Invoice => {
    const item = caseOf(request, input.caseId);
    const corrected = input.correctedInvoiceId ? db.invoices.find((i) => i.id === input.correctedInvoiceId) : undefined;
    if (input.kind === 'CorrectionInvoice') {
      if (!corrected || corrected.caseId !== item.id)
        throw badRequest({ correctedInvoiceId: ['Wskaż fakturę korygowaną tej sprawy.'] });
      if (!input.correctionReason?.trim()) throw badRequest({ correctionReason: ['Podaj przyczynę korekty.'] });
    }
    const totals = corrected
      ? correctionDifference(corrected.items, input.items).difference
      : invoiceTotals(input.items);
    const { net, vat, gross } = amountsInZloty(totals);
    if (input.kind !== 'CorrectionInvoice' && gross <= 0)
      throw badRequest({ items: ['Faktura nie może być na 0,00 zł: podaj cenę co najmniej jednej pozycji.'] });
    const amountPaid = existing?.amountPaid ?? 0;
    const firstLineId = (existing?.id ?? db.nextId('invoices')) * 100;
    return {
      ...existing,
      year: null,
      month: null,
      saleDate: null,
      paymentDueDate: null,
      paymentMethod: null,
      placeOfIssue: null,
      notes: null,
      logoId: null,
      correctedInvoiceId: null,
      correctionReason: null,
      settlementId: null,
      ...input,
      id: existing?.id ?? firstLineId / 100,
      number: input.number?.trim() || existing?.number || null,
      status: existing?.status ?? 'Draft',
      font: input.font ?? 'Arial',
      currency: input.currency ?? 'PLN',
      items: computedLines(input.items, firstLineId),
      netTotal: net,
      vatTotal: vat,
      grossTotal: gross,
      amountPaid,
      payments: existing?.payments ?? [],
      publishedAt: existing?.publishedAt ?? null,
      createdAt: existing?.createdAt ?? nowIso(),
      createdById: existing?.createdById ?? actingUserId(request) ?? null,
      ...(existing ? { updatedAt: nowIso(), updatedById: actingUserId(request) ?? null } : {}),
    };
  };
  const change = (request: Request, id: unknown, apply: (invoice: Invoice) => void) => {
    issuerOnly(request);
    const invoice = find(request, id);
    apply(invoice);
    Object.assign(invoice, { updatedAt: nowIso(), updatedById: actingUserId(request) ?? null });
    db.save();
    return invoice;
  };
  const draftOnly = (invoice: Invoice) => {
    if (invoice.status !== 'Draft') throw badRequest({ status: ['Zmieniać można tylko fakturę w wersji roboczej.'] });
  };

  return [
    mocks.getListCaseInvoicesMockHandler(({ request, params }) => forCase(request, params.caseId)),
    mocks.getListPublishedCaseInvoicesMockHandler(async ({ request, params }) => {
      const { year, month } = validQuery((await schemas()).ListPublishedCaseInvoicesQueryParams, request);
      return forCase(request, params.caseId).filter(
        (i) => i.status !== 'Draft' && i.year === year && i.month === month,
      );
    }),
    mocks.getGetInitialCaseInvoiceMockHandler(({ request, params }) => {
      issuerOnly(request);
      return initialInvoice(db, caseOf(request, params.caseId));
    }),
    mocks.getGetInvoiceMockHandler(({ request, params }) => find(request, params.id)),
    mocks.getCreateInvoiceMockHandler(async ({ request }) => {
      issuerOnly(request);
      const input = await validBody((await schemas()).CreateInvoiceBody, request);
      const invoice = build(input as InvoiceInput, request);
      db.invoices.push(invoice);
      db.save();
      return invoice;
    }),
    mocks.getUpdateInvoiceMockHandler(async ({ request, params }) => {
      issuerOnly(request);
      const existing = find(request, params.id);
      draftOnly(existing);
      const input = await validBody((await schemas()).UpdateInvoiceBody, request);
      const invoice = build(input as InvoiceInput, request, existing);
      db.invoices.splice(db.invoices.indexOf(existing), 1, invoice);
      db.save();
      return invoice;
    }),
    mocks.getPatchInvoiceMockHandler(async ({ request, params }) => {
      issuerOnly(request);
      const existing = find(request, params.id);
      draftOnly(existing);
      const patch = await validBody((await schemas()).PatchInvoiceBody, request);
      const invoice = build({ ...existing, ...patch } as InvoiceInput, request, existing);
      db.invoices.splice(db.invoices.indexOf(existing), 1, invoice);
      db.save();
      return invoice;
    }),
    mocks.getDeleteInvoiceMockHandler(({ request, params }) => {
      issuerOnly(request);
      const invoice = find(request, params.id);
      draftOnly(invoice);
      db.invoices.splice(db.invoices.indexOf(invoice), 1);
      db.save();
      return new HttpResponse(null, { status: 204 }) as never;
    }),
    mocks.getSetInvoiceStatusMockHandler(async ({ request, params }) => {
      const { status } = validQuery((await schemas()).SetInvoiceStatusQueryParams, request);
      return change(request, params.id, (invoice) => {
        if (status !== 'Draft' && !invoice.number) invoice.number = nextNumber(db, invoice.kind, invoice.issueDate);
        if (status === 'Published' && !invoice.publishedAt) invoice.publishedAt = nowIso();
        if (status === 'Draft') invoice.publishedAt = null;
        invoice.status = status;
      });
    }),
    mocks.getCreateInvoicePaymentMockHandler(async ({ request, params }) => {
      const input = await validBody((await schemas()).CreateInvoicePaymentBody, request);
      let payment: InvoicePayment | undefined;
      change(request, params.id, (invoice) => {
        if (invoice.status === 'Draft')
          throw badRequest({ amount: ['Płatność można zapisać dopiero po wystawieniu faktury.'] });
        payment = {
          id: db.nextId('invoicePayments'),
          invoiceId: invoice.id,
          amount: input.amount,
          date: input.date,
          note: input.note?.trim() || null,
          createdAt: nowIso(),
          createdById: actingUserId(request) ?? null,
        };
        invoice.payments.push(payment);
        invoice.amountPaid = Math.round((invoice.amountPaid + input.amount) * 100) / 100;
      });
      return payment!;
    }),
    mocks.getDeleteInvoicePaymentMockHandler(({ request, params }) => {
      change(request, params.id, (invoice) => {
        const payment = invoice.payments.find((p) => p.id === intParam(String(params.paymentId)));
        if (!payment) throw notFound('Nie znaleziono płatności');
        invoice.payments = invoice.payments.filter((p) => p !== payment);
        invoice.amountPaid = Math.round((invoice.amountPaid - payment.amount) * 100) / 100;
      });
      return new HttpResponse(null, { status: 204 }) as never;
    }),
    mocks.getGenerateInvoiceNumberMockHandler(async ({ request }) => {
      issuerOnly(request);
      const input = await validBody((await schemas()).GenerateInvoiceNumberBody, request);
      caseOf(request, input.caseId);
      const number = nextNumber(db, input.kind, input.issueDate);
      return { number, sequenceNumber: Number(number.split('/').at(-1)) };
    }),
    mocks.getDownloadInvoicePdfMockHandler(({ request, params }) => {
      const invoice = find(request, params.invoiceId);
      const corrected = db.invoices.find((i) => i.id === invoice.correctedInvoiceId);
      return invoicePdf(invoice, corrected) as never;
    }),
    ...invoiceLogosHandlers(db, issuerOnly),
  ];
};

/**
 * The next number of a kind in the month of the issue date: FV/YYYY/MM/NNNN for invoices, KOR/YYYY/MM/NNNN for
 * corrections, numbered on from the highest of that month (the firm numbers across its cases).
 */
function nextNumber(db: DemoDb, kind: InvoiceKind, issueDate: string) {
  const prefix = `${kind === 'CorrectionInvoice' ? 'KOR' : 'FV'}/${issueDate.slice(0, 4)}/${issueDate.slice(5, 7)}/`;
  const taken = [...db.invoices.map((i) => i.number), ...db.settlements.map((s) => s.invoiceNumber)]
    .filter((number): number is string => !!number?.startsWith(prefix))
    .map((number) => Number(number.slice(prefix.length)) || 0);
  return `${prefix}${String(Math.max(0, ...taken) + 1).padStart(4, '0')}`;
}

/** A new invoice of a case, from its invoice settings (else its company's data and the client). */
function initialInvoice(db: DemoDb, item: Case): InvoiceInput {
  const settings = item.invoiceSettings;
  const company = item.companyDetails;
  const client = db.users.find((u) => u.id === item.clientId);
  const today = nowIso().slice(0, 10);
  const logo = db.invoiceLogos.find((l) => l.isDefault) ?? db.invoiceLogos[0];
  return {
    caseId: item.id,
    kind: 'Invoice',
    number: null,
    issueDate: today,
    saleDate: today,
    paymentDueDate: addDays(today, settings?.paymentTermDays ?? 14),
    paymentMethod: 'Przelew',
    placeOfIssue: demoSeller.address?.city ?? null,
    year: Number(today.slice(0, 4)),
    month: Number(today.slice(5, 7)),
    seller: demoSeller,
    buyer: {
      name:
        settings?.buyerName ??
        company?.registeredName ??
        (client ? `${client.firstName} ${client.lastName}` : item.name),
      nip: settings?.buyerNip ?? company?.nip ?? null,
      address: settings?.buyerAddress ?? company?.address ?? client?.addressOfResidence ?? undefined,
      email: settings?.buyerEmail ?? client?.email ?? null,
      bankAccountNumber: null,
    },
    items: [
      {
        name: settings?.itemName ?? item.name,
        quantity: 1,
        unit: 'usł.',
        unitNetPrice: settings?.netAmount ?? 0,
        vatRate: settings?.vatRate ?? 'VAT23',
      },
    ],
    currency: 'PLN',
    notes: null,
    logoId: logo?.id ?? null,
    font: 'Arial',
  };
}
