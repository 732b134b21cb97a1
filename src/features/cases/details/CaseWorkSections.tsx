import type { Case } from '@portal/sdk/model';
import type { InvoiceFamilyKey } from '../../../components/invoices/invoice-routes';
import { useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { ActivityPanel } from '../activity/ActivityPanel';
import { PeriodsSection } from '../periods/PeriodsSection';
import type { CasePermissions } from '../permissions';
import { CaseAttachmentsSection } from './CaseAttachmentsSection';
import { CaseInvoicesSection } from './CaseInvoicesSection';
import { CaseOffersSection } from './CaseOffersSection';
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
  /** The invoice routes of the case's family; without them the case's invoices are not shown. */
  invoiceFamily?: InvoiceFamilyKey;
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
  invoiceFamily,
}: CaseWorkSectionsProps) {
  const attachments = <CaseAttachmentsSection caseId={caseItem.id} permissions={permissions} />;
  const activity = <ActivityPanel caseItem={caseItem} />;
  const invoices = invoiceFamily && (
    <CaseInvoicesSection caseItem={caseItem} family={invoiceFamily} forClient={forClient} />
  );
  if (forClient)
    return (
      <ClientWork
        caseItem={caseItem}
        permissions={permissions}
        attachments={attachments}
        activity={activity}
        invoices={invoices}
      />
    );
  return (
    <>
      <MeetingsSection caseItem={caseItem} editable={permissions.editCase} />
      {withSettlements && <CaseOffersSection caseItem={caseItem} />}
      {withSettlements && <CaseSettlementsSection caseItem={caseItem} />}
      {invoices}
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
  invoices,
}: Omit<CaseWorkSectionsProps, 'forClient' | 'withSettlements' | 'invoiceFamily'> & {
  attachments: ReactNode;
  activity: ReactNode;
  invoices: ReactNode;
}) {
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
      <CaseOffersSection caseItem={caseItem} forClient />
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
      {invoices}
      {attachments}
      {/* the client cannot add meetings: no section while there are none */}
      {(caseItem.meetings?.length ?? 0) > 0 && <MeetingsSection caseItem={caseItem} editable={false} />}
    </>
  );
}
