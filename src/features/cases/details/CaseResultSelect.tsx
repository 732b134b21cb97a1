import { Select, type ComboboxItem } from '@mantine/core';
import type { CaseResult } from '@portal/sdk/model';
import { mutationErrorText } from '@/components/MutationError';
import { notifySaved } from '@/components/notify-saved';
import { caseResultLabels } from '@/copy/case-labels';
import { usePatchCase } from '@/features/cases/api';
import { caseTexts } from '@/features/cases/texts';

const allOptions: ComboboxItem[] = Object.entries(caseResultLabels).map(([value, label]) => ({ value, label }));
const withoutNone = allOptions.filter((option) => option.value !== 'None');

export interface CaseResultSelectProps {
  value: CaseResult | null | undefined;
  caseId: number;
  /** For users who cannot change the result. */
  disabled?: boolean;
  /** Hides "Brak" (spec 000 section 4). */
  hideNone?: boolean;
  label?: string;
}

/**
 * The case result dropdown: Brak, W toku, Wygrana, Przegrana, chosen freely when editable. The shown value is
 * the server's, so a refused change goes back by itself.
 */
export function CaseResultSelect({
  value,
  caseId,
  disabled,
  hideNone,
  label = caseTexts.fields.result,
}: CaseResultSelectProps) {
  const patchCase = usePatchCase(caseId);
  const shown = patchCase.isPending ? patchCase.variables.data.result : value;
  return (
    <Select
      label={label}
      placeholder={caseTexts.details.resultPlaceholder}
      data={hideNone ? withoutNone : allOptions}
      value={hideNone && shown === 'None' ? null : (shown ?? null)}
      allowDeselect={false}
      disabled={disabled || patchCase.isPending}
      error={mutationErrorText(patchCase.error)}
      onChange={(next) => {
        if (!next || next === value) return;
        patchCase.mutate(
          { id: caseId, data: { result: next as CaseResult } },
          { onSuccess: (updated) => notifySaved(caseTexts.details.saved.result(caseResultLabels[updated.result])) },
        );
      }}
    />
  );
}
