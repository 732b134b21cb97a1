import { Group, SimpleGrid, Stack } from '@mantine/core';
import type { Case } from '@portal/sdk/model';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { AnchorLink } from '../../../components/links';
import { QueryState } from '../../../components/QueryState';
import { useCurrentProfile } from '../../../lib/auth/use-current-profile';
import { ActivityPanel } from '../activity/ActivityPanel';
import { caseQuery } from '../api';
import type { CaseFamily, CaseScope } from '../families';
import { PeriodsSection } from '../periods/PeriodsSection';
import { casePermissions } from '../permissions';
import { caseTexts } from '../texts';
import { AgreementSection } from './AgreementSection';
import { BillingSection } from './BillingSection';
import { CaseAttachmentsSection } from './CaseAttachmentsSection';
import { CaseControls } from './CaseControls';
import { CaseHeader } from './CaseHeader';
import { ClientCompanySection } from './ClientCompanySection';
import { GeneralInfoSection } from './GeneralInfoSection';
import { LawsuitSection } from './LawsuitSection';
import { LeadSection } from './LeadSection';
import { MeetingsSection } from './MeetingsSection';
import { PeopleSection } from './PeopleSection';
import { ProductSection } from './ProductSection';

/** Periodic cases (accounting and other monthly services) have accounting periods. */
const isPeriodic = (caseItem: Case) =>
  (caseItem.periods?.length ?? 0) > 0 || caseItem.type === 'Accounting' || caseItem.type === 'PeriodicOther';

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

  return (
    <Stack gap="md">
      <CaseHeader caseItem={caseItem} editLink={editLink} />
      <CaseControls caseItem={caseItem} permissions={permissions} />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <GeneralInfoSection caseItem={caseItem} />
        <PeopleSection caseItem={caseItem} editable={permissions.editCase} />
        <ClientCompanySection caseItem={caseItem} />
        <ProductSection caseItem={caseItem} />
        <LawsuitSection caseItem={caseItem} />
        <BillingSection caseItem={caseItem} />
        <AgreementSection caseItem={caseItem} editable={permissions.editCase} />
        <LeadSection caseItem={caseItem} />
      </SimpleGrid>
      <MeetingsSection caseItem={caseItem} editable={permissions.editCase} />
      <CaseAttachmentsSection caseId={caseItem.id} permissions={permissions} />
      {isPeriodic(caseItem) && <PeriodsSection caseItem={caseItem} permissions={permissions} />}
      <ActivityPanel caseItem={caseItem} />
    </Stack>
  );
}
