import * as mocks from '@portal/sdk/mocks/accounting-types';
import type { MockContext } from '@/mocks/shared/context';
import { crud, usedBy, type Use } from '@/mocks/shared/crud';
import { lazySchemas } from '@/mocks/shared/validation';

const schemas = lazySchemas(() => import('@portal/sdk/zod/accounting-types'));

const cases = ['sprawę', 'sprawy', 'spraw'] as const;

export const accountingTypesHandlers = ({ db }: MockContext) => {
  const usingCases = (count: number): Use[] => [[count, cases]];
  return [
    ...crud(db, 'accountingTypes', {
      resource: 'AccountingType',
      mocks,
      schemas,
      what: 'typ księgowości',
      audited: true,
      // the cases keep a copy of their accounting type
      onWrite: (type) => {
        for (const item of db.cases) if (item.accountingTypeId === type.id) item.accountingType = structuredClone(type);
      },
      inUse: (type) =>
        usedBy(
          `typu księgowości „${type.name}”`,
          usingCases(db.cases.filter((c) => c.accountingTypeId === type.id).length),
        ),
    }),
    ...crud(db, 'accountingAttachmentTypes', {
      resource: 'AccountingAttachmentType',
      mocks,
      schemas,
      what: 'typ załącznika',
      audited: true,
      onWrite: (type) => {
        for (const item of db.cases)
          if (item.accountingAttachmentTypeId === type.id) item.accountingAttachmentType = structuredClone(type);
      },
      inUse: (type) =>
        usedBy(
          `typu załącznika „${type.name}”`,
          usingCases(db.cases.filter((c) => c.accountingAttachmentTypeId === type.id).length),
        ),
    }),
  ];
};
