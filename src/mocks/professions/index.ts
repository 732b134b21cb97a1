import * as mocks from '@portal/sdk/mocks/professions';
import type { MockContext } from '@/mocks/shared/context';
import { crud } from '@/mocks/shared/crud';
import { lazySchemas } from '@/mocks/shared/validation';

const schemas = lazySchemas(() => import('@portal/sdk/zod/professions'));

export const professionsHandlers = ({ db }: MockContext) =>
  crud(db, 'professions', { resource: 'Profession', mocks, schemas, what: 'zawód' });
