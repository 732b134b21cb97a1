import type { Case } from '@portal/sdk/model';
import type { InvoiceFamilyKey } from '@/components/invoices/invoice-routes';
import type { Ref, ReactNode } from 'react';
import { ActivityPanel } from '@/features/cases/activity/ActivityPanel';
import { PeriodsSection } from '@/features/cases/periods/PeriodsSection';
import type { CasePermissions } from '@/features/cases/permissions';
import { CaseAttachmentsSection } from './CaseAttachmentsSection';
import { CaseInvoicesSection } from './CaseInvoicesSection';
import { CaseOffersSection } from './CaseOffersSection';
import { CaseSettlementsSection } from './CaseSettlementsSection';
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
  /** The client's view: the period chosen on the board (from the next steps above it), and the board itself. */
  clientPeriods?: ClientPeriods;
}

export interface ClientPeriods {
  selectedId?: number;
  onSelect: (periodId: number) => void;
  ref: Ref<HTMLElement>;
}

/**
 * The case's working part, below its details: meetings, attachments, periods and the activity. For the client
 * (`forClient`) it leads the page, under what the case expects of them (`ClientNextSteps`, outside this chunk):
 * the periods' documents, the comments.
 */
export default function CaseWorkSections({
  caseItem,
  permissions,
  forClient = false,
  withSettlements = false,
  invoiceFamily,
  clientPeriods,
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
        periods={clientPeriods}
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
  periods,
  attachments,
  activity,
  invoices,
}: {
  caseItem: Case;
  permissions: CasePermissions;
  periods?: ClientPeriods;
  attachments: ReactNode;
  activity: ReactNode;
  invoices: ReactNode;
}) {
  return (
    <>
      <CaseOffersSection caseItem={caseItem} forClient />
      {isPeriodic(caseItem) && (
        <PeriodsSection
          ref={periods?.ref}
          caseItem={caseItem}
          permissions={permissions}
          selectedId={periods?.selectedId}
          onSelect={periods?.onSelect}
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
