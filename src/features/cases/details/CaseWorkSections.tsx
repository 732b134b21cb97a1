import type { Case } from '@portal/sdk/model';
import { useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { ActivityPanel } from '../activity/ActivityPanel';
import { PeriodsSection } from '../periods/PeriodsSection';
import type { CasePermissions } from '../permissions';
import { CaseAttachmentsSection } from './CaseAttachmentsSection';
import { CaseSettlementsSection } from './CaseSettlementsSection';
import { ClientNextSteps } from './ClientNextSteps';
import { MeetingsSection } from './MeetingsSection';

/** Periodic cases (accounting and other monthly services) have accounting periods. */
const isPeriodic = (caseItem: Case) =>
  (caseItem.periods?.length ?? 0) > 0 || caseItem.type === 'Accounting' || caseItem.type === 'PeriodicOther';

interface CaseWorkSectionsProps {
  caseItem: Case;
  permissions: CasePermissions;
  forClient?: boolean;
  /** The staff who keep the settlements (administrators, managers) see the case's. */
  withSettlements?: boolean;
}

/**
 * The case's working part, below its details: meetings, attachments, periods and the activity. For the client
 * (`forClient`) it leads the page: what the case expects of them, the periods' documents, the comments.
 */
export default function CaseWorkSections({
  caseItem,
  permissions,
  forClient = false,
  withSettlements = false,
}: CaseWorkSectionsProps) {
  const attachments = <CaseAttachmentsSection caseId={caseItem.id} permissions={permissions} />;
  const activity = <ActivityPanel caseItem={caseItem} />;
  if (forClient)
    return <ClientWork caseItem={caseItem} permissions={permissions} attachments={attachments} activity={activity} />;
  return (
    <>
      <MeetingsSection caseItem={caseItem} editable={permissions.editCase} />
      {withSettlements && <CaseSettlementsSection caseItem={caseItem} />}
      {attachments}
      {isPeriodic(caseItem) && <PeriodsSection caseItem={caseItem} permissions={permissions} />}
      {activity}
    </>
  );
}

function ClientWork({
  caseItem,
  permissions,
  attachments,
  activity,
}: Omit<CaseWorkSectionsProps, 'forClient' | 'withSettlements'> & { attachments: ReactNode; activity: ReactNode }) {
  const [periodId, setPeriodId] = useState<number>();
  const periodsRef = useRef<HTMLElement>(null);
  // the chosen period's tile takes the focus, which brings the board and the period's details into view
  const openPeriod = (id: number) => {
    flushSync(() => setPeriodId(id));
    periodsRef.current?.querySelector<HTMLElement>('[aria-pressed="true"]')?.focus();
  };
  return (
    <>
      <ClientNextSteps caseItem={caseItem} onOpenPeriod={openPeriod} />
      {isPeriodic(caseItem) && (
        <PeriodsSection
          ref={periodsRef}
          caseItem={caseItem}
          permissions={permissions}
          selectedId={periodId}
          onSelect={setPeriodId}
        />
      )}
      {activity}
      {attachments}
      {/* the client cannot add meetings: no section while there are none */}
      {(caseItem.meetings?.length ?? 0) > 0 && <MeetingsSection caseItem={caseItem} editable={false} />}
    </>
  );
}
