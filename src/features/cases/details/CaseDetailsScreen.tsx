import { Group, SimpleGrid, Stack } from '@mantine/core';
import type { Case } from '@portal/sdk/model';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { CaseEventsSection } from '@/components/calendar/CaseEventsSection';
import { AnchorLink } from '@/components/links';
import { LoadingSkeleton } from '@/components/LoadingSkeleton';
import { QueryState } from '@/components/QueryState';
import { queryStateTexts } from '@/components/texts';
import { useCurrentProfile } from '@/lib/auth/use-current-profile';
import { caseQuery } from '@/features/cases/api';
import type { CaseFamily, CaseScope } from '@/features/cases/families';
import { casePermissions } from '@/features/cases/permissions';
import { caseTexts } from '@/features/cases/texts';
import { AgreementSection } from './AgreementSection';
import { BillingSection } from './BillingSection';
import { CaseControls } from './CaseControls';
import { CaseHeader } from './CaseHeader';
import { CaseSatisfaction } from './CaseSatisfaction';
import { ClientCompanySection } from './ClientCompanySection';
import { ClientNextSteps } from './ClientNextSteps';
import { GeneralInfoSection } from './GeneralInfoSection';
import { LawsuitSection } from './LawsuitSection';
import { LeadSection } from './LeadSection';
import { PeopleSection } from './PeopleSection';
import { ProductSection } from './ProductSection';

// the meetings, attachments, periods and activity, with their forms (and the contract's validation, the dropzone):
// their code loads beside the case's first render, not before it
const CaseWorkSections = lazy(() => import('./CaseWorkSections'));

export interface CaseDetailsScreenProps {
  family: CaseFamily;
  /** The case of the route. */
  id: number;
  /** The client the route is fixed to, if any. */
  scope?: CaseScope;
}

/** The case details of one role family (`/cases/$id`, `/yourCases/$id` …). */
export function CaseDetailsScreen({ family, id, scope = {} }: CaseDetailsScreenProps) {
  const query = useQuery(caseQuery(id));
  return (
    <Stack gap="md">
      <AnchorLink {...family.list(scope)} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden />
          {caseTexts.details.backToList}
        </Group>
      </AnchorLink>
      <QueryState query={query} notFoundText={caseTexts.notFound}>
        {query.data && <CaseDetails key={query.data.id} caseItem={query.data} family={family} />}
      </QueryState>
    </Stack>
  );
}

interface CaseDetailsProps {
  caseItem: Case;
  family: CaseFamily;
}

function CaseDetails({ caseItem, family }: CaseDetailsProps) {
  const { profile, roles } = useCurrentProfile();
  const permissions = casePermissions(roles, profile?.id, caseItem);
  const editLink = permissions.editCase ? family.edit?.(caseItem.id, { clientId: caseItem.clientId }) : undefined;

  // the client's view: what is theirs to know and do comes first (what the case expects of them, the periods'
  // documents, the comments); the firm's internal fields, empty values and sections that cannot apply are left out
  const forClient = permissions.clientView;
  const clientPeriods = useClientPeriods();
  const work = (
    <CaseWorkSections
      caseItem={caseItem}
      permissions={permissions}
      forClient={forClient}
      withSettlements={roles.includes('Admin') || roles.includes('Manager')}
      invoiceFamily={family.invoices}
      clientPeriods={clientPeriods}
    />
  );
  const details = (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
      <GeneralInfoSection caseItem={caseItem} forClient={forClient} />
      <PeopleSection caseItem={caseItem} editable={permissions.editCase} forClient={forClient} />
      <ClientCompanySection caseItem={caseItem} forClient={forClient} />
      <ProductSection caseItem={caseItem} />
      {!(forClient && !caseItem.lawsuit) && <LawsuitSection caseItem={caseItem} />}
      <BillingSection caseItem={caseItem} forClient={forClient} />
      {!(forClient && !caseItem.agreement) && <AgreementSection caseItem={caseItem} editable={permissions.editCase} />}
      {!forClient && <LeadSection caseItem={caseItem} />}
      <CaseEventsSection caseId={caseItem.id} />
    </SimpleGrid>
  );
  return (
    <Stack gap="md">
      <CaseHeader caseItem={caseItem} editLink={editLink} />
      <CaseControls caseItem={caseItem} permissions={permissions} />
      {forClient ? (
        <>
          {/* what the case expects of the client comes with the case (its code and data), before the rest */}
          <ClientNextSteps caseItem={caseItem} onOpenPeriod={clientPeriods.open} />
          <CaseSatisfaction caseItem={caseItem} />
          {/* the details come with the work part above them, not before it: nothing jumps down when it arrives */}
          <Suspense fallback={<LoadingSkeleton label={queryStateTexts.loading} shape="part" />}>
            {work}
            {details}
          </Suspense>
        </>
      ) : (
        <>
          {details}
          <Suspense>{work}</Suspense>
        </>
      )}
    </Stack>
  );
}

/** The period chosen on the client's board; `open` (from the next steps) chooses one and moves to its tile. */
function useClientPeriods() {
  const [selectedId, setSelectedId] = useState<number>();
  const ref = useRef<HTMLElement>(null);
  const open = (id: number) => {
    flushSync(() => setSelectedId(id));
    // the chosen period's tile takes the focus, which brings the board and the period's details into view
    ref.current?.querySelector<HTMLElement>('[aria-pressed="true"]')?.focus();
  };
  return { selectedId, onSelect: setSelectedId, ref, open };
}
