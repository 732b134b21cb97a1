import { deleteProduct, getSubscriptionDefinition, listProductsMinimal, patchProduct } from '@portal/sdk';
import { describe, expect, it } from 'vitest';
import { ids } from '@/mocks/db/seed-ids';
import { demoApi, failure } from '@/testing/demo-api';

const api = demoApi();

describe('the products of the demo', () => {
  it('refuses to delete a product still in use, naming its cases, milestones and subscriptions', async () => {
    expect(await failure(deleteProduct(ids.product.fullAccounting))).toMatchObject({
      status: 400,
      body: {
        detail:
          'Nie można usunąć produktu „Pełna księgowość”: jest używany przez 2 sprawy, 4 kamienie milowe i 1 abonament.',
      },
    });
    expect(await failure(deleteProduct(ids.product.payroll))).toMatchObject({
      body: { detail: 'Nie można usunąć produktu „Kadry i płace”: jest używany przez 1 sprawę.' },
    });
    expect(api.db.products.some((p) => p.id === ids.product.fullAccounting)).toBe(true);
  });

  it('deletes one nothing uses', async () => {
    const withdrawn = api.db.products.find((p) => p.name.startsWith('Audyt RODO'))!;
    await deleteProduct(withdrawn.id);
    expect(api.db.products.some((p) => p.id === withdrawn.id)).toBe(false);
  });

  it('a renamed product is renamed on its cases and subscription definitions; a withdrawn one leaves the pickers', async () => {
    await patchProduct(ids.product.consultation, { name: 'Konsultacja online' });
    expect(api.db.cases.filter((c) => c.productId === ids.product.consultation).map((c) => c.product?.name)).toEqual([
      'Konsultacja online',
      'Konsultacja online',
    ]);
    expect((await getSubscriptionDefinition(1)).product?.name).toBe('Konsultacja online');

    await patchProduct(ids.product.consultation, { isActive: false });
    expect((await listProductsMinimal()).some((p) => p.id === ids.product.consultation)).toBe(false);
  });
});
