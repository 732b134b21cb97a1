import type { Case } from '@portal/sdk/model';
import { ActivityPanel } from '../activity/ActivityPanel';
import { PeriodsSection } from '../periods/PeriodsSection';
import type { CasePermissions } from '../permissions';
import { CaseAttachmentsSection } from './CaseAttachmentsSection';
import { MeetingsSection } from './MeetingsSection';

/** Periodic cases (accounting and other monthly services) have accounting periods. */
const isPeriodic = (caseItem: Case) =>
  (caseItem.periods?.length ?? 0) > 0 || caseItem.type === 'Accounting' || caseItem.type === 'PeriodicOther';

/** The case's working part, below its details: meetings, attachments, periods and the activity. */
export default function CaseWorkSections({ caseItem, permissions }: { caseItem: Case; permissions: CasePermissions }) {
  return (
    <>
      <MeetingsSection caseItem={caseItem} editable={permissions.editCase} />
      <CaseAttachmentsSection caseId={caseItem.id} permissions={permissions} />
      {isPeriodic(caseItem) && <PeriodsSection caseItem={caseItem} permissions={permissions} />}
      <ActivityPanel caseItem={caseItem} />
    </>
  );
}
