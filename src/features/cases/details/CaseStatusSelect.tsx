import { Select } from '@mantine/core';
import type { CaseStatus } from '@portal/sdk/model';
import { notifySaved } from '@/components/notify-saved';
import { caseStatusLabel, caseStatusOptions } from '@/copy/case-labels';
import { inOrganisationContext } from '@/lib/org/organisation';
import { mutationErrorText } from '@/components/MutationError';
import { useSetCaseStatus } from '@/features/cases/api';
import {
  needsRejectionReason,
  useCaseRejection,
  type CaseParticipants,
} from '@/features/cases/rejection/use-case-rejection';
import { caseTexts } from '@/features/cases/texts';

export interface CaseStatusSelectProps {
  value: CaseStatus;
  /** The case (its participants receive the rejection reason). */
  caseItem: CaseParticipants;
  /** For users who cannot change the status. */
  disabled?: boolean;
  label?: string;
}

/**
 * The case status selector (spec 000 section 4): any status can be picked; choosing "Odrzucona" from another
 * status goes through the rejection flow (a reason to all participants) before the status changes.
 * The shown value is the server's: a refused change (the HTTP layer shows the toast) goes back by itself.
 */
export function CaseStatusSelect({
  value,
  caseItem,
  disabled,
  label = caseTexts.fields.status,
}: CaseStatusSelectProps) {
  const setStatus = useSetCaseStatus(caseItem.id);
  const rejection = useCaseRejection(caseItem);

  const changeStatus = (status: CaseStatus) =>
    setStatus.mutate(
      { id: caseItem.id, params: { status } },
      {
        onSuccess: (updated) =>
          notifySaved(caseTexts.details.saved.status(caseStatusLabel(updated.status, inOrganisationContext()))),
      },
    );

  const shown = setStatus.isPending ? setStatus.variables.params.status : value;

  return (
    <>
      <Select
        label={label}
        data={caseStatusOptions(inOrganisationContext())}
        value={shown}
        allowDeselect={false}
        disabled={disabled || setStatus.isPending}
        error={mutationErrorText(setStatus.error)}
        onChange={(next) => {
          if (!next || next === value) return;
          const status = next as CaseStatus;
          if (!needsRejectionReason(value, status)) changeStatus(status);
          else void rejection.ask().then((sent) => sent && changeStatus(status));
        }}
      />
      {rejection.dialog}
    </>
  );
}
