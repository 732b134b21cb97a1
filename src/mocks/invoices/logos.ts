import * as mocks from '@portal/sdk/mocks/invoices';
import type { InvoiceLogo } from '@portal/sdk/model';
import { HttpResponse } from 'msw';
import type { DemoDb } from '@/mocks/db/db';
import { actingUserId } from '@/mocks/shared/acting-user';
import { badRequest, notFound } from '@/mocks/shared/answers';
import { intParam, nowIso } from '@/mocks/shared/request';
import { lazySchemas, validBody } from '@/mocks/shared/validation';

const schemas = lazySchemas(() => import('@portal/sdk/zod/invoices'));

/** A logo's picture, drawn from its name (the demo keeps no uploaded images). */
const logoSvg = (logo: InvoiceLogo) => {
  const name = (logo.name ?? logo.fileName).replace(/[<&>"]/g, '');
  const initials = name
    .split(/\s+/)
    .map((word) => word[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="64" viewBox="0 0 240 64"><rect width="64" height="64" rx="12" fill="#1c4f9c"/><text x="32" y="42" font-family="Arial" font-size="26" font-weight="700" fill="#fff" text-anchor="middle">${initials}</text><text x="76" y="40" font-family="Arial" font-size="18" fill="#1c2b4a">${name}</text></svg>`;
};

/** The invoice logos: the list and details for everyone who issues invoices, changes by administrators and managers. */
export const invoiceLogosHandlers = (db: DemoDb, issuerOnly: (request: Request) => void) => {
  const find = (id: unknown) => {
    const logo = db.invoiceLogos.find((l) => l.id === intParam(String(id)));
    if (!logo) throw notFound('Nie znaleziono logo');
    return logo;
  };
  const onlyDefault = (logo: InvoiceLogo) => {
    if (logo.isDefault) for (const other of db.invoiceLogos) if (other !== logo) other.isDefault = false;
  };
  const change = async (request: Request, id: unknown, schema: 'UpdateInvoiceLogoBody' | 'PatchInvoiceLogoBody') => {
    issuerOnly(request);
    const logo = find(id);
    Object.assign(logo, await validBody((await schemas())[schema], request), {
      updatedAt: nowIso(),
      updatedById: actingUserId(request) ?? null,
    });
    onlyDefault(logo);
    db.save();
    return logo;
  };
  return [
    mocks.getListInvoiceLogosMockHandler(() => db.invoiceLogos),
    mocks.getGetInvoiceLogoMockHandler(({ params }) => find(params.id)),
    mocks.getDownloadInvoiceLogoMockHandler(({ params }) => {
      // served as the contract's octet stream; the logo's details carry its type
      return new TextEncoder().encode(logoSvg(find(params.id))).buffer as ArrayBuffer;
    }),
    mocks.getCreateInvoiceLogoMockHandler(async ({ request }) => {
      issuerOnly(request);
      const form = await request.formData().catch(() => {
        throw badRequest({ file: ['Oczekiwano danych multipart/form-data.'] });
      });
      const file = form.get('file');
      if (!file || typeof file === 'string') throw badRequest({ file: ['Nie wybrano pliku.'] });
      if (file.type && !file.type.startsWith('image/')) throw badRequest({ file: ['Logo musi być obrazem.'] });
      const id = db.nextId('invoiceLogos');
      const logo: InvoiceLogo = {
        id,
        fileName: file.name,
        contentType: file.type || 'image/png',
        blobName: `invoice-logo-${id}`,
        name: file.name.replace(/\.[^.]+$/, ''),
        isDefault: false,
        createdAt: nowIso(),
        createdById: actingUserId(request) ?? null,
      };
      db.invoiceLogos.push(logo);
      db.save();
      return logo;
    }),
    mocks.getUpdateInvoiceLogoMockHandler(({ request, params }) => change(request, params.id, 'UpdateInvoiceLogoBody')),
    mocks.getPatchInvoiceLogoMockHandler(({ request, params }) => change(request, params.id, 'PatchInvoiceLogoBody')),
    mocks.getDeleteInvoiceLogoMockHandler(({ request, params }) => {
      issuerOnly(request);
      const logo = find(params.id);
      db.invoiceLogos.splice(db.invoiceLogos.indexOf(logo), 1);
      for (const invoice of db.invoices) if (invoice.logoId === logo.id) invoice.logoId = null;
      db.save();
      return new HttpResponse(null, { status: 204 }) as never;
    }),
  ];
};
