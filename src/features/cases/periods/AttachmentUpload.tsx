import type { ComboboxItem } from '@mantine/core';
import type { CaseAttachmentsUpload, CasePeriod } from '@portal/sdk/model';
import { MultiFileUpload } from '@/features/cases/attachments/MultiFileUpload';
import { caseTexts } from '@/features/cases/texts';
import { periodParams, type PeriodSide } from './period-state';
import { useUploadCasePeriodClientAttachments, useUploadCasePeriodExpertAttachments } from '@/features/cases/api';

export interface AttachmentUploadProps {
  caseId: number;
  period: CasePeriod;
  side: PeriodSide;
  typeOptions: ComboboxItem[];
  /** The case's default type of accounting documents, preselected. */
  defaultTypeId: number | null | undefined;
}

/** The upload of one side's documents of a period: several files with descriptions and one common type. */
export function AttachmentUpload({ caseId, period, side, typeOptions, defaultTypeId }: AttachmentUploadProps) {
  const clientUpload = useUploadCasePeriodClientAttachments(caseId);
  const expertUpload = useUploadCasePeriodExpertAttachments(caseId);
  return (
    <MultiFileUpload
      label={caseTexts.periods.sides[side]}
      upload={side === 'client' ? clientUpload : expertUpload}
      toVariables={(data: CaseAttachmentsUpload) => ({ id: caseId, params: periodParams(period), data })}
      typeOptions={typeOptions}
      defaultTypeId={defaultTypeId}
    />
  );
}
