import * as mocks from '@portal/sdk/mocks/milestones';
import type { MockContext } from '@/mocks/shared/context';
import { crud } from '@/mocks/shared/crud';
import { intParam, searchParams } from '@/mocks/shared/request';
import { lazySchemas } from '@/mocks/shared/validation';

const schemas = lazySchemas(() => import('@portal/sdk/zod/milestones'));

export const milestonesHandlers = ({ db }: MockContext) =>
  crud(db, 'milestones', {
    resource: 'Milestone',
    mocks,
    schemas,
    what: 'kamień milowy',
    audited: true,
    filter: (milestone, request) => {
      const productId = intParam(searchParams(request).get('productId'));
      return productId === undefined || milestone.productId === productId;
    },
    sort: (a, b) => a.productId - b.productId || (a.order ?? 0) - (b.order ?? 0),
  });
