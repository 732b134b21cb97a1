import type { ComboboxItem } from '@mantine/core';
import { useUploadCasePeriodClientAttachments, useUploadCasePeriodExpertAttachments } from '@portal/sdk';
import type { CaseAttachmentsUpload, CasePeriod } from '@portal/sdk/model';
import { periodSideLabels, type PeriodSide } from '../../../copy/periods';
import { MultiFileUpload } from '../attachments/MultiFileUpload';
import { periodParams } from './period-state';
import { useCaseRefresh } from '../shared/use-case-refresh';

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
  const refresh = useCaseRefresh(caseId);
  const clientUpload = useUploadCasePeriodClientAttachments({ mutation: { onSuccess: refresh } });
  const expertUpload = useUploadCasePeriodExpertAttachments({ mutation: { onSuccess: refresh } });
  return (
    <MultiFileUpload
      label={periodSideLabels[side]}
      upload={side === 'client' ? clientUpload : expertUpload}
      toVariables={(data: CaseAttachmentsUpload) => ({ id: caseId, params: periodParams(period), data })}
      typeOptions={typeOptions}
      defaultTypeId={defaultTypeId}
    />
  );
}
