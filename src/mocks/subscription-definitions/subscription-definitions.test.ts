import { deleteSubscriptionDefinition, listSubscriptionDefinitions, patchSubscriptionDefinition } from '@portal/sdk';
import { describe, expect, it } from 'vitest';
import { ids } from '@/mocks/db/seed-ids';
import { demoApi, failure } from '@/testing/demo-api';

const api = demoApi();

describe('the subscription definitions of the demo', () => {
  it('refuses to delete one a case runs under; deletes one no case does', async () => {
    expect(await failure(deleteSubscriptionDefinition(2))).toMatchObject({
      status: 400,
      body: {
        detail: 'Nie można usunąć abonamentu „Księgowość w abonamencie – KPiR”: jest używany przez 1 sprawę.',
      },
    });
    await deleteSubscriptionDefinition(3);
    expect((await listSubscriptionDefinitions()).map((d) => d.id)).toEqual([1, 2]);
  });

  it('names its product by the product chosen, and is renamed on its cases', async () => {
    expect((await patchSubscriptionDefinition(1, { productId: ids.product.payroll })).product).toEqual({
      id: ids.product.payroll,
      name: 'Kadry i płace',
    });
    await patchSubscriptionDefinition(2, { name: 'KPiR w abonamencie' });
    const item = api.db.cases.find((c) => c.subscription?.subscriptionDefinitionId === 2)!;
    expect(item.subscription?.subscriptionDefinition?.name).toBe('KPiR w abonamencie');
  });

  it('staff read them, only an administrator changes them', async () => {
    api.actAs('Manager');
    expect(await listSubscriptionDefinitions()).toHaveLength(3);
    expect(await failure(deleteSubscriptionDefinition(3))).toMatchObject({ status: 403 });
  });
});
