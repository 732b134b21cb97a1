import * as mocks from '@portal/sdk/mocks/subscription-definitions';
import type { MockContext } from '@/mocks/shared/context';
import { crud } from '@/mocks/shared/crud';
import { lazySchemas } from '@/mocks/shared/validation';

const schemas = lazySchemas(() => import('@portal/sdk/zod/subscription-definitions'));

export const subscriptionDefinitionsHandlers = ({ db }: MockContext) =>
  crud(db, 'subscriptionDefinitions', {
    resource: 'SubscriptionDefinition',
    mocks,
    schemas,
    what: 'abonament',
    audited: true,
  });
