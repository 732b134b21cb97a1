import * as mocks from '@portal/sdk/mocks/accounting-types';
import type { MockContext } from '@/mocks/shared/context';
import { crud } from '@/mocks/shared/crud';
import { lazySchemas } from '@/mocks/shared/validation';

const schemas = lazySchemas(() => import('@portal/sdk/zod/accounting-types'));

export const accountingTypesHandlers = ({ db }: MockContext) => [
  ...crud(db, 'accountingTypes', {
    resource: 'AccountingType',
    mocks,
    schemas,
    what: 'typ księgowości',
    audited: true,
  }),
  ...crud(db, 'accountingAttachmentTypes', {
    resource: 'AccountingAttachmentType',
    mocks,
    schemas,
    what: 'typ dokumentu',
    audited: true,
  }),
];
