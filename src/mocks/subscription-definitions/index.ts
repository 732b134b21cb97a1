import * as mocks from '@portal/sdk/mocks/subscription-definitions';
import type { MockContext } from '@/mocks/shared/context';
import { crud, usedBy } from '@/mocks/shared/crud';
import { lazySchemas } from '@/mocks/shared/validation';

const schemas = lazySchemas(() => import('@portal/sdk/zod/subscription-definitions'));

export const subscriptionDefinitionsHandlers = ({ db }: MockContext) =>
  crud(db, 'subscriptionDefinitions', {
    resource: 'SubscriptionDefinition',
    mocks,
    schemas,
    what: 'abonament',
    audited: true,
    derive: (definition) => {
      const product = db.products.find((p) => p.id === definition.productId);
      return { product: product ? { id: product.id, name: product.name } : null };
    },
    // the cases run under a subscription keep a copy of its definition
    onWrite: (definition) => {
      for (const item of db.cases)
        if (item.subscription?.subscriptionDefinitionId === definition.id)
          item.subscription.subscriptionDefinition = structuredClone(definition);
    },
    inUse: (definition) =>
      usedBy(`abonamentu „${definition.name}”`, [
        [
          db.cases.filter((c) => c.subscription?.subscriptionDefinitionId === definition.id).length,
          ['sprawę', 'sprawy', 'spraw'],
        ],
      ]),
  });
