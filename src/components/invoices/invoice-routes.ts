import { linkOptions } from '@tanstack/react-router';

/**
 * The invoice routes under each case route family that has them (spec 000 section 2: /cases, /yourCases,
 * /managerClients/{clientId}/cases, /managerClientsCases, /yourExpertEmployees/cases, /expertCases): the new
 * invoice, its details, edit, correction and read-only view, and the case they belong to. Typed links: a wrong
 * path or a missing param does not compile.
 */
export type InvoiceFamilyKey = 'admin' | 'client' | 'manager' | 'managerClient' | 'expertOwner' | 'expert';

/** The case of the routes, and the client when the family's routes are fixed to one. */
export interface InvoiceScope {
  caseId: number;
  clientId?: number;
}

const clientOf = ({ clientId }: InvoiceScope) => {
  if (clientId === undefined) throw new Error('This invoice route family needs its client id');
  return clientId;
};

export const invoiceRoutes = {
  admin: {
    caseDetails: ({ caseId }: InvoiceScope) => linkOptions({ to: '/cases/$id', params: { id: caseId } }),
    create: ({ caseId }: InvoiceScope) => linkOptions({ to: '/cases/$caseId/invoice', params: { caseId } }),
    details: ({ caseId }: InvoiceScope, invoiceId: number) =>
      linkOptions({ to: '/cases/$caseId/invoice/$invoiceId', params: { caseId, invoiceId } }),
    edit: ({ caseId }: InvoiceScope, invoiceId: number) =>
      linkOptions({ to: '/cases/$caseId/invoice/$invoiceId/edit', params: { caseId, invoiceId } }),
    correction: ({ caseId }: InvoiceScope, invoiceId: number) =>
      linkOptions({ to: '/cases/$caseId/invoice/$invoiceId/correction', params: { caseId, invoiceId } }),
    view: ({ caseId }: InvoiceScope, invoiceId: number) =>
      linkOptions({ to: '/cases/$caseId/invoice/$invoiceId/view', params: { caseId, invoiceId } }),
  },
  client: {
    caseDetails: ({ caseId }: InvoiceScope) => linkOptions({ to: '/yourCases/$id', params: { id: caseId } }),
    create: ({ caseId }: InvoiceScope) => linkOptions({ to: '/yourCases/$caseId/invoice', params: { caseId } }),
    details: ({ caseId }: InvoiceScope, invoiceId: number) =>
      linkOptions({ to: '/yourCases/$caseId/invoice/$invoiceId', params: { caseId, invoiceId } }),
    edit: ({ caseId }: InvoiceScope, invoiceId: number) =>
      linkOptions({ to: '/yourCases/$caseId/invoice/$invoiceId/edit', params: { caseId, invoiceId } }),
    correction: ({ caseId }: InvoiceScope, invoiceId: number) =>
      linkOptions({ to: '/yourCases/$caseId/invoice/$invoiceId/correction', params: { caseId, invoiceId } }),
    view: ({ caseId }: InvoiceScope, invoiceId: number) =>
      linkOptions({ to: '/yourCases/$caseId/invoice/$invoiceId/view', params: { caseId, invoiceId } }),
  },
  manager: {
    caseDetails: ({ caseId }: InvoiceScope) => linkOptions({ to: '/managerClientsCases/$id', params: { id: caseId } }),
    create: ({ caseId }: InvoiceScope) =>
      linkOptions({ to: '/managerClientsCases/$caseId/invoice', params: { caseId } }),
    details: ({ caseId }: InvoiceScope, invoiceId: number) =>
      linkOptions({ to: '/managerClientsCases/$caseId/invoice/$invoiceId', params: { caseId, invoiceId } }),
    edit: ({ caseId }: InvoiceScope, invoiceId: number) =>
      linkOptions({ to: '/managerClientsCases/$caseId/invoice/$invoiceId/edit', params: { caseId, invoiceId } }),
    correction: ({ caseId }: InvoiceScope, invoiceId: number) =>
      linkOptions({ to: '/managerClientsCases/$caseId/invoice/$invoiceId/correction', params: { caseId, invoiceId } }),
    view: ({ caseId }: InvoiceScope, invoiceId: number) =>
      linkOptions({ to: '/managerClientsCases/$caseId/invoice/$invoiceId/view', params: { caseId, invoiceId } }),
  },
  managerClient: {
    caseDetails: (scope: InvoiceScope) =>
      linkOptions({
        to: '/managerClients/$clientId/cases/$id',
        params: { clientId: clientOf(scope), id: scope.caseId },
      }),
    create: (scope: InvoiceScope) =>
      linkOptions({
        to: '/managerClients/$clientId/cases/$caseId/invoice',
        params: { clientId: clientOf(scope), caseId: scope.caseId },
      }),
    details: (scope: InvoiceScope, invoiceId: number) =>
      linkOptions({
        to: '/managerClients/$clientId/cases/$caseId/invoice/$invoiceId',
        params: { clientId: clientOf(scope), caseId: scope.caseId, invoiceId },
      }),
    edit: (scope: InvoiceScope, invoiceId: number) =>
      linkOptions({
        to: '/managerClients/$clientId/cases/$caseId/invoice/$invoiceId/edit',
        params: { clientId: clientOf(scope), caseId: scope.caseId, invoiceId },
      }),
    correction: (scope: InvoiceScope, invoiceId: number) =>
      linkOptions({
        to: '/managerClients/$clientId/cases/$caseId/invoice/$invoiceId/correction',
        params: { clientId: clientOf(scope), caseId: scope.caseId, invoiceId },
      }),
    view: (scope: InvoiceScope, invoiceId: number) =>
      linkOptions({
        to: '/managerClients/$clientId/cases/$caseId/invoice/$invoiceId/view',
        params: { clientId: clientOf(scope), caseId: scope.caseId, invoiceId },
      }),
  },
  expertOwner: {
    caseDetails: ({ caseId }: InvoiceScope) =>
      linkOptions({ to: '/yourExpertEmployees/cases/$id', params: { id: caseId } }),
    create: ({ caseId }: InvoiceScope) =>
      linkOptions({ to: '/yourExpertEmployees/cases/$caseId/invoice', params: { caseId } }),
    details: ({ caseId }: InvoiceScope, invoiceId: number) =>
      linkOptions({ to: '/yourExpertEmployees/cases/$caseId/invoice/$invoiceId', params: { caseId, invoiceId } }),
    edit: ({ caseId }: InvoiceScope, invoiceId: number) =>
      linkOptions({ to: '/yourExpertEmployees/cases/$caseId/invoice/$invoiceId/edit', params: { caseId, invoiceId } }),
    correction: ({ caseId }: InvoiceScope, invoiceId: number) =>
      linkOptions({
        to: '/yourExpertEmployees/cases/$caseId/invoice/$invoiceId/correction',
        params: { caseId, invoiceId },
      }),
    view: ({ caseId }: InvoiceScope, invoiceId: number) =>
      linkOptions({ to: '/yourExpertEmployees/cases/$caseId/invoice/$invoiceId/view', params: { caseId, invoiceId } }),
  },
  expert: {
    caseDetails: ({ caseId }: InvoiceScope) => linkOptions({ to: '/expertCases/$id', params: { id: caseId } }),
    create: ({ caseId }: InvoiceScope) => linkOptions({ to: '/expertCases/$caseId/invoice', params: { caseId } }),
    details: ({ caseId }: InvoiceScope, invoiceId: number) =>
      linkOptions({ to: '/expertCases/$caseId/invoice/$invoiceId', params: { caseId, invoiceId } }),
    edit: ({ caseId }: InvoiceScope, invoiceId: number) =>
      linkOptions({ to: '/expertCases/$caseId/invoice/$invoiceId/edit', params: { caseId, invoiceId } }),
    correction: ({ caseId }: InvoiceScope, invoiceId: number) =>
      linkOptions({ to: '/expertCases/$caseId/invoice/$invoiceId/correction', params: { caseId, invoiceId } }),
    view: ({ caseId }: InvoiceScope, invoiceId: number) =>
      linkOptions({ to: '/expertCases/$caseId/invoice/$invoiceId/view', params: { caseId, invoiceId } }),
  },
};

export type InvoiceRoutes = (typeof invoiceRoutes)[InvoiceFamilyKey];

/** Who issues, changes, publishes and records payments of invoices (the server decides; this hides the actions). */
export const canIssueInvoices = (roles: readonly string[]) => roles.includes('Admin') || roles.includes('Manager');
