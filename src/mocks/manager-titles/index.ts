import * as mocks from '@portal/sdk/mocks/manager-titles';
import type { MockContext } from '@/mocks/shared/context';
import { crud } from '@/mocks/shared/crud';
import { lazySchemas } from '@/mocks/shared/validation';

const schemas = lazySchemas(() => import('@portal/sdk/zod/manager-titles'));

export const managerTitlesHandlers = ({ db }: MockContext) =>
  crud(db, 'managerTitles', { resource: 'ManagerTitle', mocks, schemas, what: 'tytuł managera' });
