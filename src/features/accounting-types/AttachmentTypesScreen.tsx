import type { AccountingAttachmentType } from '@portal/sdk/model';
import {
  CreateAccountingAttachmentTypeBody,
  UpdateAccountingAttachmentTypeBody,
} from '@portal/sdk/zod/accounting-types';
import { linkOptions } from '@tanstack/react-router';
import {
  attachmentTypeQuery,
  attachmentTypesQuery,
  useCreateAttachmentType,
  useDeleteAttachmentType,
  useUpdateAttachmentType,
} from './api';
import { attachmentTypeFields } from './fields';
import { attachmentTypeTexts } from './texts';
import { typeScreens, type TypeScreens } from './type-screens';

/** The kinds of documents a client of an accounting case sends each period. */
const screens: TypeScreens = typeScreens({
  listQuery: attachmentTypesQuery,
  recordQuery: attachmentTypeQuery,
  fields: attachmentTypeFields,
  schemas: { create: CreateAccountingAttachmentTypeBody, update: UpdateAccountingAttachmentTypeBody },
  useCreate: useCreateAttachmentType,
  useUpdate: useUpdateAttachmentType,
  useDelete: useDeleteAttachmentType,
  texts: attachmentTypeTexts,
  pages: {
    list: linkOptions({ to: '/accountingAttachmentTypes' }),
    create: linkOptions({ to: '/accountingAttachmentTypes/create' }),
    edit: (type: AccountingAttachmentType) =>
      linkOptions({ to: '/accountingAttachmentTypes/$id/edit', params: { id: type.id } }),
  },
});

/** `/accountingAttachmentTypes`. */
export const AttachmentTypesScreen = screens.List;
/** `/accountingAttachmentTypes/create`. */
export const CreateAttachmentTypeScreen = screens.Create;
/** `/accountingAttachmentTypes/{id}/edit`. */
export const EditAttachmentTypeScreen = screens.Edit;
