import { CreateCaseBody, UpdateCaseGeneralInfoBody, UploadCaseClientAttachmentBody } from '@portal/sdk/zod/cases';
import { z } from 'zod';
import { contractValidation, required } from '@/lib/validation';
import { caseTexts } from '@/features/cases/texts';

export interface ReportAttachment {
  /** Stable key of the row (files may share a name). */
  key: string;
  file: File;
  description: string;
}

export interface ReportCaseValues {
  productId: number | null;
  name: string;
  description: string;
  attachments: ReportAttachment[];
}

export const reportCaseFields = ['productId', 'name', 'description', 'attachments'] as const;

export const emptyReport: ReportCaseValues = {
  productId: null,
  name: '',
  description: '',
  attachments: [],
};

/**
 * One file's description: the limit of a single attachment's `Description`; a comma would split it in two, as the
 * descriptions of several files travel joined.
 */
export const attachmentDescription = UploadCaseClientAttachmentBody.shape.Description.unwrap()
  .refine((value) => !value.includes(','), { error: caseTexts.attachments.upload.descriptionComma })
  .optional();

/** The client's report: the product (required), the name (optional), the description (required here), the files. */
export const reportCaseValidation = contractValidation<ReportCaseValues>(
  z.object({
    productId: CreateCaseBody.shape.productId,
    name: CreateCaseBody.shape.name.optional(),
    description: required(UpdateCaseGeneralInfoBody.shape.description),
    attachments: z.array(z.object({ description: attachmentDescription })),
  }),
);

/** The case name: what was typed, else the product's name. */
export const reportCaseName = (values: ReportCaseValues, productName: string) => values.name.trim() || productName;
