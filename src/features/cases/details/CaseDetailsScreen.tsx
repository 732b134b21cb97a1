import { Alert, Anchor, Group, SimpleGrid, Stack } from '@mantine/core';
import { useGetCase } from '@portal/sdk';
import type { Case } from '@portal/sdk/model';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from '@tanstack/react-router';
import { QueryState } from '../../../components/QueryState';
import { useCurrentProfile } from '../../../lib/auth/use-current-profile';
import { ActivityPanel } from '../activity/ActivityPanel';
import { fillPath, type CaseFamily } from '../families';
import { PeriodsSection } from '../periods/PeriodsSection';
import { casePermissions } from '../permissions';
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
import { useCaseChanged } from '../shared/use-case-refresh';

type RouteParams = { id?: string; clientId?: string };

/** Periodic cases (accounting and other monthly services) have accounting periods. */
const isPeriodic = (caseItem: Case) =>
  (caseItem.periods?.length ?? 0) > 0 || caseItem.type === 'Accounting' || caseItem.type === 'PeriodicOther';

/** The case details of one role family (`/cases/$id`, `/yourCases/$id` …). */
export function CaseDetailsScreen({ family }: { family: CaseFamily }) {
  const params = useParams({ strict: false }) as RouteParams;
  const id = Number(params.id);
  const validId = Number.isInteger(id) && id > 0;
  const caseQuery = useGetCase(id, { query: { enabled: validId } });
  const listPath = fillPath(family.listPath, params);

  return (
    <Stack gap="md">
      <Anchor component={Link} to={listPath} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden />
          Powrót do listy spraw
        </Group>
      </Anchor>
      {validId ? (
        <QueryState query={caseQuery} notFoundText="Nie znaleziono sprawy">
          {caseQuery.data && (
            <CaseDetails key={caseQuery.data.id} caseItem={caseQuery.data} family={family} params={params} />
          )}
        </QueryState>
      ) : (
        <Alert color="gray" title="Nie znaleziono sprawy" role="alert">
          Sprawdź adres lub wróć do listy.
        </Alert>
      )}
    </Stack>
  );
}

interface CaseDetailsProps {
  caseItem: Case;
  family: CaseFamily;
  params: RouteParams;
}

function CaseDetails({ caseItem, family, params }: CaseDetailsProps) {
  const { profile, roles } = useCurrentProfile();
  const permissions = casePermissions(roles, profile?.id, caseItem);
  const onChanged = useCaseChanged(caseItem.id);
  const editPath = permissions.editCase && family.editPath ? fillPath(family.editPath, params) : undefined;

  return (
    <Stack gap="md">
      <CaseHeader caseItem={caseItem} editPath={editPath} />
      <CaseControls caseItem={caseItem} permissions={permissions} onChanged={onChanged} />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <GeneralInfoSection caseItem={caseItem} />
        <PeopleSection caseItem={caseItem} editable={permissions.editCase} onChanged={onChanged} />
        <ClientCompanySection caseItem={caseItem} />
        <ProductSection caseItem={caseItem} />
        <LawsuitSection caseItem={caseItem} />
        <BillingSection caseItem={caseItem} />
        <AgreementSection caseItem={caseItem} editable={permissions.editCase} onChanged={onChanged} />
        <LeadSection caseItem={caseItem} />
      </SimpleGrid>
      <MeetingsSection caseItem={caseItem} editable={permissions.editCase} onChanged={onChanged} />
      <CaseAttachmentsSection caseId={caseItem.id} permissions={permissions} />
      {isPeriodic(caseItem) && <PeriodsSection caseItem={caseItem} permissions={permissions} />}
      <ActivityPanel caseItem={caseItem} />
    </Stack>
  );
}
