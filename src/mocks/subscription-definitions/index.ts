import * as mocks from '@portal/sdk/mocks/subscription-definitions';
import type { MockContext } from '../shared/context';
import { crud } from '../shared/crud';
import { lazySchemas } from '../shared/validation';

const schemas = lazySchemas(() => import('@portal/sdk/zod/subscription-definitions'));

export const subscriptionDefinitionsHandlers = ({ db }: MockContext) =>
  crud(db, 'subscriptionDefinitions', {
    resource: 'SubscriptionDefinition',
    mocks,
    schemas,
    what: 'abonament',
    audited: true,
  });
