import type { AccountingType } from '@portal/sdk/model';
import { CreateAccountingTypeBody, UpdateAccountingTypeBody } from '@portal/sdk/zod/accounting-types';
import { linkOptions } from '@tanstack/react-router';
import {
  accountingTypeQuery,
  accountingTypesQuery,
  useCreateAccountingType,
  useDeleteAccountingType,
  useUpdateAccountingType,
} from './api';
import { accountingTypeFields } from './fields';
import { accountingTypeTexts } from './texts';
import { typeScreens, type TypeScreens } from './type-screens';

/** The kinds of accounting service a client's case can be run under (KPiR, full books …). */
const screens: TypeScreens = typeScreens({
  listQuery: accountingTypesQuery,
  recordQuery: accountingTypeQuery,
  fields: accountingTypeFields,
  schemas: { create: CreateAccountingTypeBody, update: UpdateAccountingTypeBody },
  useCreate: useCreateAccountingType,
  useUpdate: useUpdateAccountingType,
  useDelete: useDeleteAccountingType,
  texts: accountingTypeTexts,
  pages: {
    list: linkOptions({ to: '/accountingTypes' }),
    create: linkOptions({ to: '/accountingTypes/create' }),
    edit: (type: AccountingType) => linkOptions({ to: '/accountingTypes/$id/edit', params: { id: type.id } }),
  },
});

/** `/accountingTypes`. */
export const AccountingTypesScreen = screens.List;
/** `/accountingTypes/create`. */
export const CreateAccountingTypeScreen = screens.Create;
/** `/accountingTypes/{id}/edit`. */
export const EditAccountingTypeScreen = screens.Edit;
