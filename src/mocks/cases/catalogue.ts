import {
  getGetAccountingAttachmentTypeMockHandler,
  getGetAccountingTypeMockHandler,
  getListAccountingAttachmentTypesMockHandler,
  getListAccountingTypesMockHandler,
} from '@portal/sdk/mocks/accounting-types';
import { getGetDepartmentMockHandler, getListDepartmentsMockHandler } from '@portal/sdk/mocks/departments';
import { getGetLeadMockHandler, getListLeadsMockHandler } from '@portal/sdk/mocks/leads';
import { getGetManagerTitleMockHandler, getListManagerTitlesMockHandler } from '@portal/sdk/mocks/manager-titles';
import { getGetMilestoneMockHandler, getListMilestonesMockHandler } from '@portal/sdk/mocks/milestones';
import {
  getGetProductMockHandler,
  getListProductsMinimalMockHandler,
  getListProductsMockHandler,
} from '@portal/sdk/mocks/products';
import {
  getGetSubscriptionDefinitionMockHandler,
  getListSubscriptionDefinitionsMockHandler,
} from '@portal/sdk/mocks/subscription-definitions';
import type { DemoDb } from '../db/db';
import { selectedOrganisation } from './lists';
import { intParam, notFound, pageOf, searchParams } from './shared';

/** The record of `list` with the path's id, or 404. */
const byId = <T extends { id: number }>(list: T[], id: string | readonly string[] | undefined, what: string): T => {
  const record = list.find((r) => r.id === intParam(id));
  if (!record) throw notFound(`Nie znaleziono: ${what}`);
  return record;
};

const byName = <T extends { name: string }>(a: T, b: T) => a.name.localeCompare(b.name, 'pl');

/** The dictionaries the case screens read. GET /Product/minimal comes before GET /Product/{id}. */
export const catalogueHandlers = (db: DemoDb) => [
  // Only active products: the minimal list feeds the pickers, where a withdrawn product is not offered.
  getListProductsMinimalMockHandler(() =>
    db.products
      .filter((p) => p.isActive)
      .sort(byName)
      .map(({ id, name, departmentId }) => ({ id, name, departmentId: departmentId ?? null })),
  ),
  getListProductsMockHandler(({ request }) => {
    const query = searchParams(request);
    const departmentId = intParam(query.get('departmentId'));
    const type = query.get('type');
    return db.products
      .filter((p) => (departmentId === undefined || p.departmentId === departmentId) && (!type || p.type === type))
      .sort(byName);
  }),
  getGetProductMockHandler(({ params }) => byId(db.products, params.id, 'produkt')),
  // Departments of every organisation plus, with an organisation selected, that organisation's own ones.
  getListDepartmentsMockHandler(({ request }) => {
    const organisationId = selectedOrganisation(request);
    return db.departments
      .filter((d) => d.organisationId === null || d.organisationId === undefined || d.organisationId === organisationId)
      .sort(byName);
  }),
  getGetDepartmentMockHandler(({ params }) => byId(db.departments, params.id, 'dział')),
  getListAccountingTypesMockHandler(() => db.accountingTypes),
  getGetAccountingTypeMockHandler(({ params }) => byId(db.accountingTypes, params.id, 'typ księgowości')),
  getListAccountingAttachmentTypesMockHandler(() => db.accountingAttachmentTypes),
  getGetAccountingAttachmentTypeMockHandler(({ params }) =>
    byId(db.accountingAttachmentTypes, params.id, 'typ dokumentu'),
  ),
  getListSubscriptionDefinitionsMockHandler(() => db.subscriptionDefinitions),
  getGetSubscriptionDefinitionMockHandler(({ params }) => byId(db.subscriptionDefinitions, params.id, 'abonament')),
  getListMilestonesMockHandler(({ request }) => {
    const productId = intParam(searchParams(request).get('productId'));
    return db.milestones
      .filter((m) => productId === undefined || m.productId === productId)
      .sort((a, b) => a.productId - b.productId || (a.order ?? 0) - (b.order ?? 0));
  }),
  getGetMilestoneMockHandler(({ params }) => byId(db.milestones, params.id, 'kamień milowy')),
  getListManagerTitlesMockHandler(() => db.managerTitles),
  getGetManagerTitleMockHandler(({ params }) => byId(db.managerTitles, params.id, 'tytuł managera')),
  // The demo keeps no leads.
  getListLeadsMockHandler(({ request }) => pageOf([], searchParams(request))),
  getGetLeadMockHandler(() => {
    throw notFound('Nie znaleziono leada');
  }),
];
