import { Alert, Anchor, Button, Group, Paper, SimpleGrid, Stack, Tabs, Title } from '@mantine/core';
import type { ApplicationUser } from '@portal/sdk/model';
import { IconArrowLeft, IconPlus, IconUser } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { linkOptions, useNavigate } from '@tanstack/react-router';
import { mailtoHref, telHref } from '@/components/contact-links';
import { AnchorLink, ButtonLink } from '@/components/links';
import { QueryState } from '@/components/QueryState';
import { Facts } from '@/components/users/DetailParts';
import { clientSizeLabels } from '@/copy/case-labels';
import { fullName } from '@/copy/people';
import { AccountingPotentialTab } from './AccountingPotentialTab';
import { crmClientQuery } from './api';
import { ClientCasesTab } from './ClientCasesTab';
import type { LeadClient } from './ClientLeadDialog';
import type { CrmScreenProps } from './CrmScreen';
import { ClientPotentialTab } from './ClientPotentialTab';
import { LeasingTab } from './LeasingTab';
import { CRM_TABS, crmList, type CrmTab, type CrmView } from './list';
import { crmTexts } from './texts';
import { VetroTab } from './VetroTab';

const texts = crmTexts.card;

export interface ClientCardProps {
  clientId: number;
  /** The list's view (kept for the way back) with the open tab. */
  view: CrmView;
  isAdmin: boolean;
  leads: CrmScreenProps['leads'];
  onNewLead: (client: LeadClient) => void;
}

/** Where a client's details are: the administrator's user page, the manager's client page. */
const detailsLink = (clientId: number, isAdmin: boolean) =>
  isAdmin
    ? linkOptions({ to: '/users/$userId', params: { userId: clientId } })
    : linkOptions({ to: '/managerClients/$clientId', params: { clientId } });

/**
 * A client's card: who they are (contact, size, patron, the way to their details), a new lead for them, and their
 * sales data in tabs, the tab in the address. A client the viewer does not serve is refused in place (403).
 */
export function ClientCard({ clientId, view, isAdmin, leads, onNewLead }: ClientCardProps) {
  const query = useQuery(crmClientQuery(clientId));
  const client = query.data;
  return (
    <Stack gap="md">
      <AnchorLink
        to="/crm"
        search={crmList.toUrl({ ...view, client: undefined, tab: undefined })}
        size="sm"
        style={{ alignSelf: 'flex-start' }}
      >
        <Group gap={4} component="span" wrap="nowrap">
          <IconArrowLeft size={14} aria-hidden />
          {texts.back}
        </Group>
      </AnchorLink>
      <QueryState query={query} notFoundText={texts.notFound}>
        {client &&
          (client.roles.includes('Client') ? (
            <CardBody client={client} view={view} isAdmin={isAdmin} leads={leads} onNewLead={onNewLead} />
          ) : (
            <Alert color="gray" role="alert">
              {texts.notClient}
            </Alert>
          ))}
      </QueryState>
    </Stack>
  );
}

function CardBody({
  client,
  view,
  isAdmin,
  leads,
  onNewLead,
}: Omit<ClientCardProps, 'clientId'> & { client: ApplicationUser }) {
  const navigate = useNavigate();
  const tab: CrmTab = view.tab ?? CRM_TABS[0];
  const showTab = (next: string | null) => {
    const chosen = CRM_TABS.find((t) => t === next);
    if (chosen) void navigate({ to: '/crm', search: crmList.toUrl({ ...view, tab: chosen }) });
  };
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md" component="section" aria-label={fullName(client)}>
        <Group justify="space-between" align="flex-start" gap="sm" mb="sm">
          <Title order={2}>{fullName(client)}</Title>
          <Group gap="xs">
            {!client.isDeleted && (
              <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => onNewLead(client)}>
                {texts.newLead}
              </Button>
            )}
            <ButtonLink
              {...detailsLink(client.id, isAdmin)}
              variant="default"
              leftSection={<IconUser size={16} aria-hidden />}
            >
              {texts.details}
            </ButtonLink>
          </Group>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="md">
          <Facts
            facts={[
              [
                texts.phone,
                client.phoneNumber && <Anchor href={telHref(client.phoneNumber)}>{client.phoneNumber}</Anchor>,
              ],
            ]}
          />
          <Facts facts={[[texts.email, <Anchor href={mailtoHref(client.email)}>{client.email}</Anchor>]]} />
          <Facts facts={[[texts.clientSize, client.clientSize && clientSizeLabels[client.clientSize]]]} />
          <Facts facts={[[texts.patron, client.patron ? fullName(client.patron) : texts.noPatron]]} />
        </SimpleGrid>
      </Paper>
      <Tabs value={tab} onChange={showTab} keepMounted={false}>
        <Tabs.List mb="md" aria-label={texts.tabsLabel}>
          {CRM_TABS.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {texts.tabs[value]}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="potencjal">
          <ClientPotentialTab clientId={client.id} />
        </Tabs.Panel>
        <Tabs.Panel value="ksiegowy">
          <AccountingPotentialTab client={client} />
        </Tabs.Panel>
        <Tabs.Panel value="leasing">
          <LeasingTab clientId={client.id} />
        </Tabs.Panel>
        <Tabs.Panel value="vetro">
          <VetroTab client={client} isAdmin={isAdmin} />
        </Tabs.Panel>
        <Tabs.Panel value="leady">
          {leads({ clientId: client.id, label: crmTexts.leads.table, empty: crmTexts.leads.empty })}
        </Tabs.Panel>
        <Tabs.Panel value="sprawy">
          <ClientCasesTab clientId={client.id} isAdmin={isAdmin} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
