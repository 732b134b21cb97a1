import { Anchor, SimpleGrid, Stack } from '@mantine/core';
import type { ApplicationUser, Case } from '@portal/sdk/model';
import { IconPencil, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { CaseStatusTag } from '@/components/cases/CaseStatusTag';
import { mailtoHref, telHref } from '@/components/contact-links';
import { ButtonLink } from '@/components/links';
import { ListResults } from '@/components/lists/ListResults';
import { ListTable } from '@/components/lists/ListTable';
import { QueryState } from '@/components/QueryState';
import { PageHeader } from '@/components/shell/PageHeader';
import { addressLines, DetailSection, Facts, type Fact } from '@/components/users/DetailParts';
import { personDetailTexts } from '@/components/users/texts';
import { isDeletedUser, UserTile } from '@/components/users/UserTile';
import { clientSizeLabels, caseStatusLabel } from '@/copy/case-labels';
import { formatDate } from '@/copy/dates';
import { fullName } from '@/copy/people';
import { useCurrentProfile } from '@/lib/auth/use-current-profile';
import { useEveryPage } from '@/lib/every-page';
import { UserStatusBadge } from '../UserStatusBadge';
import { clientQuery, familyCasesPage } from './api';
import { companiesByClient } from './companies';
import type { ClientFamily } from './families';
import { clientTexts } from './texts';

/** The newest cases the page lists; the rest are a link away. */
const SHOWN_CASES = 5;

/**
 * A client of a manager (`/managerClients/{id}`) or a patron's ward (`/patronClients/{id}`): their tile, contact,
 * addresses (the mailing one only when it differs), companies, patron and status, and their newest cases. The
 * route loads the client: a client the server does not show the viewer is refused there (403) or not found.
 */
export function ClientDetailsScreen({ family, id }: { family: ClientFamily; id: number }) {
  const texts = clientTexts[family.key];
  const query = useQuery(clientQuery(id));
  const { roles } = useCurrentProfile();
  const client = query.data;
  return (
    <Stack gap="lg" maw={1100}>
      <PageHeader
        actions={
          <>
            {/* a deactivated client gets no new case */}
            {!(client && isDeletedUser(client)) && (
              <ButtonLink {...family.createCase(id)} leftSection={<IconPlus size={16} aria-hidden />}>
                {texts.actions.createCase}
              </ButtonLink>
            )}
            <ButtonLink {...family.edit(id)} variant="default" leftSection={<IconPencil size={16} aria-hidden />}>
              {texts.edit}
            </ButtonLink>
          </>
        }
      />
      <QueryState query={query} notFoundText={texts.notFound}>
        {client && <ClientFacts family={family} client={client} viewerRoles={roles} />}
      </QueryState>
    </Stack>
  );
}

function ClientFacts({
  family,
  client,
  viewerRoles,
}: {
  family: ClientFamily;
  client: ApplicationUser;
  viewerRoles: ApplicationUser['roles'];
}) {
  const texts = clientTexts[family.key];
  const labels = texts.details;
  const cases = useEveryPage<Case>(familyCasesPage(family.key, client.id));
  const companies = companiesByClient(cases.data ?? []).get(client.id) ?? [];
  return (
    <Stack gap="lg">
      <UserTile user={client} viewerRoles={viewerRoles} />
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        <DetailSection title={labels.contact}>
          <Facts
            facts={[
              [
                labels.phone,
                client.phoneNumber && <Anchor href={telHref(client.phoneNumber)}>{client.phoneNumber}</Anchor>,
              ],
              [labels.email, client.email && <Anchor href={mailtoHref(client.email)}>{client.email}</Anchor>],
            ]}
          />
        </DetailSection>
        <DetailSection title={labels.addresses}>
          <Facts
            facts={[
              [labels.residence, addressLines(client.addressOfResidence)],
              [
                labels.mailing,
                client.isAddressDifferent ? addressLines(client.mailingAddress) : personDetailTexts.sameAddress,
              ],
            ]}
          />
        </DetailSection>
        <DetailSection title={labels.cooperation}>
          <Facts
            facts={[
              [labels.status, <UserStatusBadge status={client.status} />],
              ...(client.deletionReason ? [[labels.deletionReason, client.deletionReason] as Fact] : []),
              [labels.patron, client.patron ? fullName(client.patron) : labels.noPatron],
              [labels.companies, cases.isPending ? labels.casesLoading : companies.join(', ') || labels.noCompanies],
              [labels.clientSize, client.clientSize && clientSizeLabels[client.clientSize]],
            ]}
          />
        </DetailSection>
      </SimpleGrid>
      <DetailSection title={texts.cases}>
        <ClientCases family={family} clientId={client.id} cases={cases} />
      </DetailSection>
    </Stack>
  );
}

function ClientCases({
  family,
  clientId,
  cases,
}: {
  family: ClientFamily;
  clientId: number;
  cases: { isPending: boolean; error: unknown; data?: Case[] };
}) {
  const texts = clientTexts[family.key];
  const headers = texts.details.caseColumns;
  const all = cases.data ?? [];
  return (
    <ListResults query={cases} empty={texts.casesEmpty}>
      {(items) => (
        <Stack gap="sm" align="flex-start">
          <ListTable
            label={texts.cases}
            minWidth={0}
            w="100%"
            rows={items.slice(0, SHOWN_CASES)}
            rowKey={(item) => item.id}
            columns={[
              {
                key: 'name',
                header: headers.name,
                value: (item) => item.name,
                link: (item) => family.caseDetails(clientId, item.id),
              },
              { key: 'company', header: headers.company, value: (item) => item.companyName },
              {
                key: 'status',
                header: headers.status,
                value: (item) => caseStatusLabel(item.status),
                cell: (item) => <CaseStatusTag status={item.status} />,
              },
              {
                key: 'createdAt',
                header: headers.createdAt,
                nowrap: true,
                value: (item) => item.createdAt && formatDate(item.createdAt),
              },
            ]}
          />
          <ButtonLink {...family.cases(clientId)} variant="light">
            {texts.allCases(all.length)}
          </ButtonLink>
        </Stack>
      )}
    </ListResults>
  );
}
