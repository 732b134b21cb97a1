import type { CaseUpdateHistory } from '@portal/sdk/model';
import { caseFieldLabel } from '@/copy/case-labels';
import { describeCaseChange } from '@/copy/notifications';
import { inOrganisationContext } from '@/lib/org/organisation';

/**
 * A history entry in one line, as the notifications word a change ("Status: Zgłoszona → W toku"), with the
 * milestone or file it names when it has no values; a new case is just "Utworzenie sprawy" (its name is beside it).
 */
export function changeLine(entry: CaseUpdateHistory): string {
  if (entry.changedValueName === 'CaseCreated') return caseFieldLabel('CaseCreated') ?? '';
  const line = describeCaseChange(entry, inOrganisationContext());
  if (entry.oldValue || entry.newValue) return line;
  const detail = entry.milestoneName ?? entry.updatedAttachmentFileName;
  return detail ? `${line}: ${detail}` : line;
}
