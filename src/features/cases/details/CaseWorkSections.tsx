import type { Case } from '@portal/sdk/model';
import { ActivityPanel } from '../activity/ActivityPanel';
import { PeriodsSection } from '../periods/PeriodsSection';
import type { CasePermissions } from '../permissions';
import { CaseAttachmentsSection } from './CaseAttachmentsSection';
import { MeetingsSection } from './MeetingsSection';

/** Periodic cases (accounting and other monthly services) have accounting periods. */
const isPeriodic = (caseItem: Case) =>
  (caseItem.periods?.length ?? 0) > 0 || caseItem.type === 'Accounting' || caseItem.type === 'PeriodicOther';

/**
 * The case's working part, below its details: meetings, attachments, periods and the activity. For the client
 * (`forClient`) what asks something of them comes first: the periods' documents and the comments.
 */
export default function CaseWorkSections({
  caseItem,
  permissions,
  forClient = false,
}: {
  caseItem: Case;
  permissions: CasePermissions;
  forClient?: boolean;
}) {
  const meetings = <MeetingsSection caseItem={caseItem} editable={permissions.editCase} />;
  const attachments = <CaseAttachmentsSection caseId={caseItem.id} permissions={permissions} />;
  const periods = isPeriodic(caseItem) && <PeriodsSection caseItem={caseItem} permissions={permissions} />;
  const activity = <ActivityPanel caseItem={caseItem} />;
  return forClient ? (
    <>
      {periods}
      {activity}
      {attachments}
      {meetings}
    </>
  ) : (
    <>
      {meetings}
      {attachments}
      {periods}
      {activity}
    </>
  );
}
