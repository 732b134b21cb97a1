import { Anchor, Badge, Button, Group, Stack } from '@mantine/core';
import type { ApplicationUser, Lead } from '@portal/sdk/model';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type ReactNode } from 'react';
import { mailtoHref, telHref } from '@/components/contact-links';
import { AnchorLink } from '@/components/links';
import { ListFilters } from '@/components/lists/ListFilters';
import { ListResults } from '@/components/lists/ListResults';
import { ListTable, type ListColumn } from '@/components/lists/ListTable';
import { useListView, type ListViewState } from '@/components/lists/use-list-view';
import { PageHeader } from '@/components/shell/PageHeader';
import { clientSizeLabels } from '@/copy/case-labels';
import { formatDate } from '@/copy/dates';
import { fullName } from '@/copy/people';
import { userStatusLabels } from '@/copy/user-status';
import { useEveryPage } from '@/lib/every-page';
import { crmClientsQuery, leadsPage } from './api';
import { ClientCard } from './ClientCard';
import { ClientLeadDialog, type LeadClient } from './ClientLeadDialog';
import { crmList, type CrmSearch, type CrmSortField } from './list';
import { crmTexts } from './texts';

const texts = crmTexts.list;

/** What the card asks of the table of a client's leads: whose, its name, what it says when empty. */
export interface ClientLeadsTable {
  clientId: number;
  label: string;
  empty: string;
}

export interface CrmScreenProps {
  /** The view as the route validated it from the address. */
  search: CrmSearch;
  /** An administrator works with every client; a manager with the clients they look after. */
  isAdmin: boolean;
  /** The client's leads (the leads feature's table), given by the route. */
  leads: (table: ClientLeadsTable) => ReactNode;
}

/**
 * `/crm`: the clients with their sales data. The list (search, status, sort and page in the address) leads to a
 * client's card (`?client=101&tab=ksiegowy`): their contact and size, a new lead for them, and the tabs of their
 * sales data. A new lead for any client is one button away.
 */
export function CrmScreen({ search, isAdmin, leads }: CrmScreenProps) {
  const list = useListView(crmList, search);
  const [leadFor, setLeadFor] = useState<LeadClient | null>();
  const clientId = list.view.client;
  return (
    <Stack gap="md">
      <PageHeader
        intro={texts.intro}
        actions={
          // a card has its client's own button
          !clientId && (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setLeadFor(null)}>
              {crmTexts.card.newLead}
            </Button>
          )
        }
      />
      {clientId ? (
        <ClientCard
          key={clientId}
          clientId={clientId}
          view={list.view}
          isAdmin={isAdmin}
          leads={leads}
          onNewLead={setLeadFor}
        />
      ) : (
        <ClientList list={list} isAdmin={isAdmin} onNewLead={setLeadFor} />
      )}
      <ClientLeadDialog opened={leadFor !== undefined} client={leadFor} onClose={() => setLeadFor(undefined)} />
    </Stack>
  );
}

/** The number of leads of each client, among those the viewer sees. */
function useLeadCounts() {
  const leads = useEveryPage<Lead>(leadsPage());
  return useMemo(() => {
    if (!leads.data) return undefined;
    const counts = new Map<number, number>();
    for (const lead of leads.data) if (lead.clientId) counts.set(lead.clientId, (counts.get(lead.clientId) ?? 0) + 1);
    return counts;
  }, [leads.data]);
}

function ClientList({
  list,
  isAdmin,
  onNewLead,
}: {
  list: ListViewState<CrmSearch, CrmSortField>;
  isAdmin: boolean;
  onNewLead: (client: LeadClient) => void;
}) {
  const query = useQuery(crmClientsQuery(isAdmin, crmList.params(list.view)));
  const leadCounts = useLeadCounts();
  const headers = texts.columns;
  const columns: ListColumn<ApplicationUser, CrmSortField>[] = [
    {
      key: 'name',
      header: headers.name,
      sort: 'name',
      value: fullName,
      cell: (client) => (
        <Group gap={6} wrap="wrap">
          <AnchorLink
            to="/crm"
            search={crmList.toUrl({ ...list.view, client: client.id })}
            fw={500}
            aria-label={texts.open(fullName(client))}
          >
            {fullName(client)}
          </AnchorLink>
          {client.hasSubscription && (
            <Badge color="yellow" variant="filled" autoContrast size="sm" tt="none">
              {texts.subscription}
            </Badge>
          )}
        </Group>
      ),
    },
    {
      key: 'contact',
      header: headers.contact,
      sort: 'email',
      value: (client) => [client.email, client.phoneNumber].filter(Boolean).join(', '),
      cell: (client) => (
        <Stack gap={0}>
          <Anchor
            href={mailtoHref(client.email)}
            size="sm"
            className="touch-target"
            style={{ overflowWrap: 'anywhere' }}
          >
            {client.email}
          </Anchor>
          {client.phoneNumber && (
            <Anchor
              href={telHref(client.phoneNumber)}
              size="sm"
              className="touch-target"
              style={{ whiteSpace: 'nowrap' }}
            >
              {client.phoneNumber}
            </Anchor>
          )}
        </Stack>
      ),
    },
    {
      key: 'clientSize',
      header: headers.clientSize,
      nowrap: 'table',
      value: (client) => client.clientSize && clientSizeLabels[client.clientSize],
    },
    { key: 'patron', header: headers.patron, value: (client) => client.patron && fullName(client.patron) },
    {
      key: 'leads',
      header: headers.leads,
      align: 'right',
      phone: 'labelled',
      value: (client) => leadCounts && (leadCounts.get(client.id) ?? 0),
    },
    {
      key: 'since',
      header: headers.since,
      sort: 'createdAt',
      nowrap: true,
      phone: 'hide',
      value: (client) => client.createdAt && formatDate(client.createdAt),
    },
  ];
  return (
    <>
      <ListFilters
        list={list}
        filters={[
          { kind: 'search', key: 'search', label: texts.search, placeholder: texts.searchPlaceholder },
          { kind: 'select', key: 'status', label: texts.status, options: userStatusLabels },
        ]}
      />
      <ListResults
        query={query}
        list={list}
        count={texts.count}
        empty={isAdmin ? texts.empty : texts.emptyManager}
        emptyFiltered={texts.emptyFiltered}
      >
        {(items) => (
          <ListTable
            label={texts.table}
            rows={items}
            rowKey={(client) => client.id}
            columns={columns}
            sort={list.sort}
            actions={{
              name: fullName,
              buttons: (client) =>
                client.isDeleted
                  ? []
                  : [
                      {
                        label: crmTexts.card.newLead,
                        icon: <IconPlus size={16} aria-hidden />,
                        run: () => onNewLead(client),
                      },
                    ],
            }}
          />
        )}
      </ListResults>
    </>
  );
}
