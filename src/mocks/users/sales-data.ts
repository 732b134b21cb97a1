import {
  getCreateApplicationUserClientLeadMockHandler,
  getCreateApplicationUserVetroMockHandler,
  getDownloadApplicationUserAccountingPotentialPdfMockHandler,
  getGetApplicationUserAccountingPotentialMockHandler,
  getGetApplicationUserClientPotentialMockHandler,
  getSaveApplicationUserAccountingPotentialMockHandler,
  getSaveApplicationUserClientPotentialMockHandler,
  getUpdateApplicationUserVetroMockHandler,
} from '@portal/sdk/mocks/users';
import type { Lead, UserAccountingPotential, UserVetro } from '@portal/sdk/model';
import { accountingKindLabels, clientSizeLabels, companyLegalFormLabels, taxFormLabels } from '@/copy/case-labels';
import { formatAmount, formatDate } from '@/copy/dates';
import { validationMessages } from '@/copy/validation';
import type { DemoDb } from '@/mocks/db/db';
import type { DemoUser } from '@/mocks/db/types';
import { actingUserId } from '@/mocks/shared/acting-user';
import { failOn, forbidden, notFound } from '@/mocks/shared/answers';
import type { MockContext } from '@/mocks/shared/context';
import { leadRefusals, leadView } from '@/mocks/leads';
import { findUser } from '@/mocks/shared/records';
import { intParam, nowIso } from '@/mocks/shared/request';
import { lazySchemas, validBody } from '@/mocks/shared/validation';
import { minimalPdf, type PdfLine } from '@/mocks/static-files/pdf';
import { looksAfter } from './profile';

const schemas = lazySchemas(() => import('@portal/sdk/zod/users'));

/** The server's words of the clients' sales data (404 titles and 400 messages). */
export const salesDataMessages = {
  noClient: 'Nie znaleziono klienta',
  notClient: 'Nie ma takiego klienta.',
  noClientPotential: 'Klient nie ma jeszcze zapisanego potencjału sprzedażowego.',
  noAccountingPotential: 'Klient nie ma jeszcze zapisanego potencjału księgowego.',
  noProducts: (ids: number[]) => `Nie ma takich produktów: ${ids.join(', ')}.`,
  vetroLinked: 'Klient jest już powiązany z kontem w Vetro: zmień istniejące powiązanie.',
  noVetro: 'Klient nie jest jeszcze powiązany z kontem w Vetro.',
  vetroTaken: 'To konto Vetro jest już powiązane z innym klientem.',
} as const;

/**
 * Whether the caller may read and write a client's sales data: an administrator every client's, a manager those of
 * the clients they look after (as the other client screens); anybody else nobody's.
 */
const mayServe = (db: DemoDb, request: Request, client: DemoUser) => {
  const actor = findUser(db, actingUserId(request));
  return (
    !!actor && (actor.roles.includes('Admin') || (actor.roles.includes('Manager') && looksAfter(db, actor, client)))
  );
};

const isClient = (user: DemoUser | undefined): user is DemoUser => !!user?.roles.includes('Client');

/**
 * The client named by the path: only clients have sales data, so anybody else is not found (404, as an unknown id);
 * a client the caller does not serve is refused (403).
 */
export function clientOfPath(db: DemoDb, request: Request, id: string | readonly string[] | undefined): DemoUser {
  const client = findUser(db, intParam(id));
  if (!isClient(client)) throw notFound(salesDataMessages.noClient);
  if (!mayServe(db, request, client)) throw forbidden();
  return client;
}

/** The client named by a body's `userId`: anybody else is a wrong value (400 on `userId`); not served: 403. */
function clientOfBody(db: DemoDb, request: Request, userId: number): DemoUser {
  const client = findUser(db, userId);
  if (!isClient(client)) failOn({ userId: [salesDataMessages.notClient] });
  if (!mayServe(db, request, client!)) throw forbidden();
  return client!;
}

/** Text trimmed; one of spaces only is none. */
const text = (value: string | null | undefined) => value?.trim() || null;

/** The audit fields of a record saved now: its creation kept, this change stamped. */
const stamped = (request: Request, before: { createdAt?: string; createdById?: number | null } | undefined) => {
  const by = actingUserId(request) ?? null;
  const now = nowIso();
  return before
    ? { createdAt: before.createdAt, createdById: before.createdById ?? null, updatedAt: now, updatedById: by }
    : { createdAt: now, createdById: by, updatedAt: null, updatedById: null };
};

/** Replaces the client's record in a one-per-client collection (or adds it). */
function upsert<T extends { userId: number }>(list: T[], record: T) {
  const index = list.findIndex((r) => r.userId === record.userId);
  if (index >= 0) list[index] = record;
  else list.push(record);
  return record;
}

const productMissing = (db: DemoDb, id: number) => !db.products.some((p) => p.id === id);

/** The company a lead for the client names: their only one (a client of several companies says which in notes). */
const onlyCompany = (db: DemoDb, client: DemoUser) => {
  const companies = db.companies.filter((c) => c.clientId === client.id);
  return companies.length === 1 ? companies[0] : undefined;
};

const yesNo = (value: boolean | null | undefined) =>
  value === null || value === undefined ? '-' : value ? 'tak' : 'nie';
const orDash = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? '-' : String(value);

/** A text cut into lines of at most `width` characters, at spaces where it can. */
function wrapped(value: string, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of value.split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      for (let rest = word; rest;) {
        const room = line ? width - line.length - 1 : width;
        if (rest.length <= room) {
          line = line ? `${line} ${rest}` : rest;
          rest = '';
        } else if (line) {
          lines.push(line);
          line = '';
        } else {
          lines.push(rest.slice(0, width));
          rest = rest.slice(width);
        }
      }
    }
    lines.push(line);
  }
  return lines;
}

/** How many lines of notes fit the page under the potential's facts (the rest is marked as cut). */
const NOTE_LINES = 36;

/** The accounting potential as a one-page PDF: the basis of an accounting offer, for the client's file. */
export function accountingPotentialPdf(client: DemoUser, potential: UserAccountingPotential): ArrayBuffer {
  const line = (value: string, size = 10): PdfLine => ({ text: value, size });
  const fact = (label: string, value: string) => line(`${label}: ${value}`);
  const name = `${client.firstName} ${client.lastName}`;
  const notes = potential.notes ? wrapped(potential.notes, 95) : [];
  const shownNotes = notes.length > NOTE_LINES ? [...notes.slice(0, NOTE_LINES - 1), '(...)'] : notes;
  const title = `Potencjał księgowy: ${name}`;
  const lines: PdfLine[] = [
    line('Potencjał księgowy klienta', 16),
    line(`Klient: ${name}, ${client.email}${client.phoneNumber ? `, tel. ${client.phoneNumber}` : ''}`),
    line(`Stan na: ${formatDate(potential.updatedAt ?? potential.createdAt ?? nowIso())}`, 9),
    fact('Rodzaj księgowości', potential.accountingKind ? accountingKindLabels[potential.accountingKind] : '-'),
    fact('Forma opodatkowania', potential.taxForm ? taxFormLabels[potential.taxForm] : '-'),
    fact('Forma prawna', potential.legalForm ? companyLegalFormLabels[potential.legalForm] : '-'),
    fact('Wielkość firmy', potential.clientSize ? clientSizeLabels[potential.clientSize] : '-'),
    fact('Płatnik VAT', yesNo(potential.isVatPayer)),
    fact('Dokumenty miesięcznie', orDash(potential.monthlyDocumentCount)),
    fact('Liczba pracowników', orDash(potential.employeeCount)),
    fact('Transakcje zagraniczne', yesNo(potential.hasForeignTransactions)),
    fact(
      'Przewidywana opłata miesięczna',
      potential.estimatedMonthlyFee === null || potential.estimatedMonthlyFee === undefined
        ? '-'
        : `${formatAmount(potential.estimatedMonthlyFee)} netto`,
    ),
    ...(shownNotes.length ? [line('Notatki:', 11), ...shownNotes.map((note) => line(note, 9))] : []),
  ];
  return minimalPdf(title, lines).buffer as ArrayBuffer;
}

/**
 * The sales data of the clients (the CRM's client card): their sales and accounting potentials (the latter also as a
 * PDF), a lead for an existing client, and their link to the Vetro system (read with the user). Only clients have
 * them; an administrator works with every client's, a manager with those of the clients they look after.
 */
export const salesDataHandlers = ({ db }: MockContext) => {
  const saved = <T>(record: T) => {
    db.save();
    return record;
  };
  const accountingOf = (client: DemoUser) => {
    const potential = db.accountingPotentials.find((p) => p.userId === client.id);
    if (!potential) throw notFound(salesDataMessages.noAccountingPotential);
    return potential;
  };
  return [
    getGetApplicationUserAccountingPotentialMockHandler(({ request, params }) =>
      accountingOf(clientOfPath(db, request, params.id)),
    ),
    getSaveApplicationUserAccountingPotentialMockHandler(async ({ request, params }) => {
      const client = clientOfPath(db, request, params.id);
      const input = await validBody((await schemas()).SaveApplicationUserAccountingPotentialBody, request);
      const before = db.accountingPotentials.find((p) => p.userId === client.id);
      return saved(
        upsert(db.accountingPotentials, {
          userId: client.id,
          accountingKind: input.accountingKind ?? null,
          taxForm: input.taxForm ?? null,
          legalForm: input.legalForm ?? null,
          clientSize: input.clientSize ?? null,
          isVatPayer: input.isVatPayer ?? null,
          monthlyDocumentCount: input.monthlyDocumentCount ?? null,
          employeeCount: input.employeeCount ?? null,
          hasForeignTransactions: input.hasForeignTransactions ?? null,
          estimatedMonthlyFee: input.estimatedMonthlyFee ?? null,
          notes: text(input.notes),
          ...stamped(request, before),
        }),
      );
    }),
    getDownloadApplicationUserAccountingPotentialPdfMockHandler(({ request, params }) => {
      const client = clientOfPath(db, request, params.id);
      return accountingPotentialPdf(client, accountingOf(client));
    }),
    getGetApplicationUserClientPotentialMockHandler(({ request, params }) => {
      const client = clientOfPath(db, request, params.id);
      const potential = db.clientPotentials.find((p) => p.userId === client.id);
      if (!potential) throw notFound(salesDataMessages.noClientPotential);
      return potential;
    }),
    getSaveApplicationUserClientPotentialMockHandler(async ({ request }) => {
      const input = await validBody((await schemas()).SaveApplicationUserClientPotentialBody, request, (body) => {
        const unknown = [...new Set(body.interestedProductIds ?? [])].filter((id) => productMissing(db, id));
        return { interestedProductIds: unknown.length ? [salesDataMessages.noProducts(unknown)] : undefined };
      });
      const client = clientOfBody(db, request, input.userId);
      const before = db.clientPotentials.find((p) => p.userId === client.id);
      return saved(
        upsert(db.clientPotentials, {
          userId: client.id,
          clientProfile: input.clientProfile ?? null,
          clientSize: input.clientSize ?? null,
          education: input.education ?? null,
          legalForm: input.legalForm ?? null,
          source: input.source ?? null,
          annualRevenue: input.annualRevenue ?? null,
          interestedProductIds: [...new Set(input.interestedProductIds ?? [])],
          notes: text(input.notes),
          ...stamped(request, before),
        }),
      );
    }),
    // the client's name, e-mail and phone (and their only company) as the lead's; the caller its sales person when
    // a manager; no outcome yet
    getCreateApplicationUserClientLeadMockHandler(async ({ request, params }) => {
      const client = clientOfPath(db, request, params.id);
      const input = await validBody((await schemas()).CreateApplicationUserClientLeadBody, request, (body) =>
        leadRefusals(db, { productId: body.productId }),
      );
      const actor = findUser(db, actingUserId(request));
      const company = onlyCompany(db, client);
      const lead: Lead = {
        id: db.nextId('leads'),
        firstName: client.firstName,
        lastName: client.lastName,
        email: client.email,
        phoneNumber: client.phoneNumber ?? null,
        companyName: company?.name ?? null,
        nip: company?.nip ?? null,
        source: input.source ?? 'InHouse',
        leadSourceId: null,
        marketingCampaignId: null,
        productId: input.productId ?? null,
        outcome: 'None',
        clientSize: client.clientSize ?? null,
        companyLegalForm: company?.legalForm ?? null,
        taxForm: company?.taxForm ?? null,
        salesId: actor?.roles.includes('Manager') ? actor.id : null,
        clientId: client.id,
        expectedValue: null,
        notes: text(input.description),
        createdAt: nowIso(),
        createdById: actor?.id ?? null,
      };
      db.leads.push(lead);
      return saved(leadView(db, lead));
    }),
    // an administrator's (operation-access.ts); the link is then read with the user
    getCreateApplicationUserVetroMockHandler(async ({ request }) => {
      const input = await validBody((await schemas()).CreateApplicationUserVetroBody, request, vetroRules);
      const client = clientOfBody(db, request, input.userId);
      failOn({
        userId: client.vetro ? [salesDataMessages.vetroLinked] : undefined,
        vetroClientId: vetroTaken(db, client, input.vetroClientId) ? [salesDataMessages.vetroTaken] : undefined,
      });
      return saved(linkVetro(request, client, input));
    }),
    getUpdateApplicationUserVetroMockHandler(async ({ request }) => {
      const input = await validBody((await schemas()).UpdateApplicationUserVetroBody, request, vetroRules);
      const client = clientOfBody(db, request, input.userId);
      if (!client.vetro) throw notFound(salesDataMessages.noVetro);
      failOn({
        vetroClientId: vetroTaken(db, client, input.vetroClientId) ? [salesDataMessages.vetroTaken] : undefined,
      });
      return saved(linkVetro(request, client, input));
    }),
  ];
};

/** An id of spaces is no id (the contract asks for at least one character). */
const vetroRules = ({ vetroClientId }: { vetroClientId: string }) => ({
  vetroClientId: vetroClientId.trim() ? undefined : [validationMessages.required],
});

/** Whether another client is linked to the same Vetro account. */
const vetroTaken = (db: DemoDb, client: DemoUser, vetroClientId: string) =>
  db.users.some((u) => u.id !== client.id && u.vetro?.vetroClientId === vetroClientId.trim());

function linkVetro(request: Request, client: DemoUser, input: { vetroClientId: string; isEnabled: boolean }) {
  const link: UserVetro = {
    userId: client.id,
    vetroClientId: input.vetroClientId.trim(),
    isEnabled: input.isEnabled,
    updatedAt: nowIso(),
  };
  Object.assign(client, { vetro: link, updatedAt: link.updatedAt, updatedById: actingUserId(request) ?? null });
  return link;
}
