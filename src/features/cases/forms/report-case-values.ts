import { caseFormErrors } from '../../../copy/case-forms';

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

const required = (value: unknown) =>
  value === null || (typeof value === 'string' && !value.trim()) ? caseFormErrors.required : null;

export const reportCaseValidation = {
  productId: required,
  name: (value: string) => (value.trim().length > 300 ? caseFormErrors.nameTooLong : null),
  description: (value: string) =>
    required(value) ?? (value.trim().length > 4000 ? caseFormErrors.descriptionTooLong : null),
  attachments: {
    // the descriptions travel as one comma-joined field, so a comma would split one description in two
    description: (value: string) =>
      value.includes(',')
        ? caseFormErrors.attachmentDescriptionComma
        : value.trim().length > 1000
          ? caseFormErrors.attachmentDescriptionTooLong
          : null,
  },
};

/** The case name: what was typed, else the product's name. */
export const reportCaseName = (values: ReportCaseValues, productName: string) => values.name.trim() || productName;
