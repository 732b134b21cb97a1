import {
  createApplicationUserClientLead,
  createApplicationUserVetro,
  downloadApplicationUserAccountingPotentialPdf,
  getApplicationUser,
  getApplicationUserAccountingPotential,
  getApplicationUserClientPotential,
  saveApplicationUserAccountingPotential,
  saveApplicationUserClientPotential,
  updateApplicationUserVetro,
} from '@portal/sdk';
import { describe, expect, it } from 'vitest';
import { ids } from '@/mocks/db/seed-ids';
import { demoApi, failure } from '@/testing/demo-api';
import { leadMessages } from '@/mocks/leads';
import { salesDataMessages as messages } from './sales-data';

// The clients' sales data of the CRM card: the potentials (and the accounting one's PDF), a lead for an existing
// client and the Vetro link; only clients have them, a manager reaches only those they look after.
const api = demoApi();
const { client, otherClient, itConsultingClient, manager, admin, patron, newClient } = ids.person;
/** A client of other managers' cases only (131's): not manager 103's. */
const notManagersClient = 114;

const statusOf = async (call: Promise<unknown>) => ((await failure(call)) as { status?: number } | undefined)?.status;
/** The server's words per field of a 400 answer. */
const errorsOf = async (call: Promise<unknown>) => {
  const error = (await failure(call)) as { status: number; body: { errors?: Record<string, string[]> } };
  expect(error.status).toBe(400);
  return error.body.errors ?? {};
};
const pdfText = async (file: Blob | string) =>
  typeof file === 'string' ? file : String.fromCharCode(...new Uint8Array(await file.arrayBuffer()));

describe('the accounting potential', () => {
  it('is read as saved, saved again keeping its creation, and answered', async () => {
    expect(await getApplicationUserAccountingPotential(client)).toMatchObject({
      userId: client,
      accountingKind: 'Pk',
      estimatedMonthlyFee: 1450,
    });
    const saved = await saveApplicationUserAccountingPotential(client, {
      accountingKind: 'Kpir',
      taxForm: 'FlatRate',
      isVatPayer: false,
      monthlyDocumentCount: 40,
      estimatedMonthlyFee: 600,
      notes: '  Nowa oferta  ',
    });
    expect(saved).toMatchObject({
      userId: client,
      accountingKind: 'Kpir',
      legalForm: null,
      notes: 'Nowa oferta',
      createdAt: '2026-09-18T10:40:00Z',
      updatedById: admin,
    });
    expect(await getApplicationUserAccountingPotential(client)).toEqual(saved);
  });

  it('is 404 until saved, then there; its limits answer 400 in Polish', async () => {
    expect(await statusOf(getApplicationUserAccountingPotential(newClient))).toBe(404);
    expect(await statusOf(downloadApplicationUserAccountingPotentialPdf(newClient))).toBe(404);
    const errors = await errorsOf(
      saveApplicationUserAccountingPotential(newClient, { employeeCount: -1, notes: 'x'.repeat(4001) }),
    );
    expect(errors).toEqual({
      employeeCount: ['Najmniejsza dozwolona wartość to 0'],
      notes: ['Maksymalnie 4000 znaków'],
    });
    await saveApplicationUserAccountingPotential(newClient, { employeeCount: 1 });
    expect(await getApplicationUserAccountingPotential(newClient)).toMatchObject({ employeeCount: 1, notes: null });
  });

  it('prints as a real PDF with the client and the figures', async () => {
    const text = await pdfText(await downloadApplicationUserAccountingPotentialPdf(otherClient));
    expect(text).toMatch(/^%PDF-1\.4/);
    expect(text).toMatch(/%%EOF\n$/);
    expect(text).toContain('Klient: Jan Mazur');
    expect(text).toContain('4200,00');
    expect(text).toContain('Dokumenty miesi');
  });
});

describe('the client potential', () => {
  it('is read, and saved by the body’s user with the products checked', async () => {
    expect(await getApplicationUserClientPotential(otherClient)).toMatchObject({ interestedProductIds: [20, 21, 22] });
    expect(await statusOf(getApplicationUserClientPotential(newClient))).toBe(404);
    const saved = await saveApplicationUserClientPotential({
      userId: newClient,
      clientProfile: 'MicroEntrepreneur',
      education: 'Secondary',
      annualRevenue: 250000,
      interestedProductIds: [1, 1, 3],
    });
    expect(saved).toMatchObject({ userId: newClient, education: 'Secondary', interestedProductIds: [1, 3] });
    expect(await getApplicationUserClientPotential(newClient)).toEqual(saved);
    expect(
      await errorsOf(saveApplicationUserClientPotential({ userId: newClient, interestedProductIds: [1, 999] })),
    ).toEqual({ interestedProductIds: [messages.noProducts([999])] });
    expect(await errorsOf(saveApplicationUserClientPotential({ userId: newClient, annualRevenue: -5 }))).toEqual({
      annualRevenue: ['Najmniejsza dozwolona wartość to 0'],
    });
  });

  it('belongs to clients only: anybody else is 404 by path, 400 by body', async () => {
    expect(await statusOf(getApplicationUserClientPotential(manager))).toBe(404);
    expect(await statusOf(getApplicationUserAccountingPotential(patron))).toBe(404);
    expect(await statusOf(getApplicationUserAccountingPotential(999_999))).toBe(404);
    expect(await errorsOf(saveApplicationUserClientPotential({ userId: manager }))).toEqual({
      userId: [messages.notClient],
    });
  });
});

describe('a manager', () => {
  it('works with the data of the clients they look after, and is refused the others’', async () => {
    api.actAs(manager);
    expect(await getApplicationUserClientPotential(itConsultingClient)).toMatchObject({ userId: itConsultingClient });
    await saveApplicationUserAccountingPotential(itConsultingClient, { employeeCount: 2 });
    expect(await statusOf(getApplicationUserClientPotential(notManagersClient))).toBe(403);
    expect(await statusOf(saveApplicationUserAccountingPotential(notManagersClient, {}))).toBe(403);
    expect(await statusOf(saveApplicationUserClientPotential({ userId: notManagersClient }))).toBe(403);
    expect(await statusOf(createApplicationUserClientLead(notManagersClient, { productId: 1 }))).toBe(403);
  });

  it('may not link Vetro (an administrator’s), nor may a client read potentials', async () => {
    api.actAs(manager);
    expect(await statusOf(createApplicationUserVetro({ userId: itConsultingClient, vetroClientId: 'X' }))).toBe(403);
    expect(await statusOf(updateApplicationUserVetro({ userId: client, vetroClientId: 'X' }))).toBe(403);
    api.actAs(client);
    expect(await statusOf(getApplicationUserClientPotential(client))).toBe(403);
  });
});

describe('a lead for an existing client', () => {
  it('takes the client’s contact, the body’s product, source and description; a manager is its sales person', async () => {
    api.actAs(manager);
    const lead = await createApplicationUserClientLead(itConsultingClient, {
      productId: ids.product.payroll,
      description: ' Chce zatrudnić pierwszego pracownika ',
    });
    expect(lead).toMatchObject({
      firstName: 'Krzysztof',
      lastName: 'Szymański',
      companyName: 'Szymański IT Consulting',
      clientId: itConsultingClient,
      client: { id: itConsultingClient },
      outcome: 'None',
      source: 'InHouse',
      productId: ids.product.payroll,
      product: { id: ids.product.payroll, name: 'Kadry i płace' },
      salesId: manager,
      sales: { id: manager },
      notes: 'Chce zatrudnić pierwszego pracownika',
      createdById: manager,
      caseIds: [],
    });
    expect(lead.email).toBe(api.db.users.find((u) => u.id === itConsultingClient)!.email);
    expect(api.db.leads.find((l) => l.id === lead.id)).toMatchObject({ clientId: itConsultingClient, productId: 3 });
  });

  it('by an administrator has no sales person; the source is kept; checks product and description', async () => {
    const lead = await createApplicationUserClientLead(client, { productId: 1, source: 'Personal' });
    // Anna Kowalska has two companies: the lead names none
    expect(lead).toMatchObject({ salesId: null, sales: null, source: 'Personal', companyName: null });
    expect(await errorsOf(createApplicationUserClientLead(client, { productId: 999 }))).toEqual({
      productId: [leadMessages.unknownProduct],
    });
    expect(await errorsOf(createApplicationUserClientLead(client, { description: 'x'.repeat(4001) }))).toEqual({
      description: ['Maksymalnie 4000 znaków'],
    });
    expect(await statusOf(createApplicationUserClientLead(manager, { productId: 1 }))).toBe(404);
  });
});

describe('the Vetro link', () => {
  it('is read with the user; linked once (400 the second time), then changed', async () => {
    expect((await getApplicationUser(client)).vetro).toMatchObject({
      vetroClientId: 'VTR-2026-00418',
      isEnabled: true,
    });
    expect((await getApplicationUser(itConsultingClient)).vetro).toBeUndefined();
    expect(await statusOf(updateApplicationUserVetro({ userId: itConsultingClient, vetroClientId: 'VTR-1' }))).toBe(
      404,
    );
    const link = await createApplicationUserVetro({ userId: itConsultingClient, vetroClientId: ' VTR-1 ' });
    expect(link).toMatchObject({ userId: itConsultingClient, vetroClientId: 'VTR-1', isEnabled: true });
    expect(await errorsOf(createApplicationUserVetro({ userId: itConsultingClient, vetroClientId: 'VTR-2' }))).toEqual({
      userId: [messages.vetroLinked],
    });
    await updateApplicationUserVetro({ userId: itConsultingClient, vetroClientId: 'VTR-2', isEnabled: false });
    expect((await getApplicationUser(itConsultingClient)).vetro).toMatchObject({
      vetroClientId: 'VTR-2',
      isEnabled: false,
    });
  });

  it('refuses an empty id, another client’s account and somebody who is no client', async () => {
    expect(await errorsOf(createApplicationUserVetro({ userId: newClient, vetroClientId: '   ' }))).toEqual({
      vetroClientId: ['To pole jest wymagane'],
    });
    expect(await errorsOf(createApplicationUserVetro({ userId: newClient, vetroClientId: 'VTR-2026-00418' }))).toEqual({
      vetroClientId: [messages.vetroTaken],
    });
    expect(await errorsOf(createApplicationUserVetro({ userId: manager, vetroClientId: 'VTR-9' }))).toEqual({
      userId: [messages.notClient],
    });
  });
});
