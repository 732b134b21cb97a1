import * as mocks from '@portal/sdk/mocks/products';
import type { MockContext } from '@/mocks/shared/context';
import { crud, usedBy } from '@/mocks/shared/crud';
import { byName } from '@/mocks/shared/lists';
import { intParam, searchParams } from '@/mocks/shared/request';
import { lazySchemas } from '@/mocks/shared/validation';

const schemas = lazySchemas(() => import('@portal/sdk/zod/products'));

export const productsHandlers = ({ db }: MockContext) => [
  ...crud(db, 'products', {
    resource: 'Product',
    mocks,
    schemas,
    what: 'produkt',
    audited: true,
    sort: byName,
    filter: (product, request) => {
      const query = searchParams(request);
      const departmentId = intParam(query.get('departmentId'));
      const type = query.get('type');
      return (departmentId === undefined || product.departmentId === departmentId) && (!type || product.type === type);
    },
    derive: (product) => ({
      department: structuredClone(db.departments.find((d) => d.id === product.departmentId)) ?? null,
    }),
    // the cases and the subscription definitions keep a copy of their product
    onWrite: (product) => {
      for (const item of db.cases) if (item.productId === product.id) item.product = structuredClone(product);
      for (const definition of db.subscriptionDefinitions)
        if (definition.productId === product.id) definition.product = { id: product.id, name: product.name };
    },
    inUse: (product) =>
      usedBy(`produktu „${product.name}”`, [
        [db.cases.filter((c) => c.productId === product.id).length, ['sprawę', 'sprawy', 'spraw']],
        [
          db.milestones.filter((m) => m.productId === product.id).length,
          ['kamień milowy', 'kamienie milowe', 'kamieni milowych'],
        ],
        [
          db.subscriptionDefinitions.filter((d) => d.productId === product.id).length,
          ['abonament', 'abonamenty', 'abonamentów'],
        ],
      ]),
  }),
  // Only active products: the minimal list feeds the pickers, where a withdrawn product is not offered.
  mocks.getListProductsMinimalMockHandler(() =>
    db.products
      .filter((p) => p.isActive)
      .sort(byName)
      .map(({ id, name, departmentId }) => ({ id, name, departmentId: departmentId ?? null })),
  ),
];
