import { Button, Select, Stack, Tabs } from '@mantine/core';
import { useListMarketingCampaigns } from '@portal/sdk';
import type { Lead, LeadOutcome } from '@portal/sdk/model';
import { IconBriefcase, IconPencil, IconPlus, IconTrash, IconUser, IconUserPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { linkOptions, useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { confirmAction } from '@/components/confirm';
import { CsvButton, pagesOf } from '@/components/lists/CsvButton';
import { ListFilters } from '@/components/lists/ListFilters';
import { ListResults } from '@/components/lists/ListResults';
import { ListTable } from '@/components/lists/ListTable';
import { useManagerOptions } from '@/components/lists/member-options';
import type { RowAction } from '@/components/lists/RowActions';
import { useListView } from '@/components/lists/use-list-view';
import { MutationError } from '@/components/MutationError';
import { notifySaved } from '@/components/notify-saved';
import { PageHeader } from '@/components/shell/PageHeader';
import { useDialogTarget } from '@/components/use-dialog-target';
import { fullName } from '@/copy/people';
import { leadOutcomeLabels, leadSourceLabels } from '@/copy/case-labels';
import { optionsOf } from '@/copy/sales-labels';
import { useCurrentProfile } from '@/lib/auth/use-current-profile';
import { leadSourcesQuery, leadsQuery, useCreateClient, usePatchLead } from './api';
import { DeleteLeadDialog } from './DeleteLeadDialog';
import { clientLink, leadColumns } from './lead-columns';
import { LeadFormDialog } from './LeadFormDialog';
import { LeadSourcesTab } from './LeadSourcesTab';
import { leadsList, type LeadsSearch } from './list';
import { leadTexts as texts } from './texts';

const SOURCES_TAB = 'zrodla';

/**
 * `/leads` (Leady): the leads list and, in the second tab, the lead-source dictionary; the tab is in the address
 * (`?tab=zrodla`), as are the list's filters, sort and page.
 */
export function LeadsScreen({ search }: { search: LeadsSearch }) {
  const list = useListView(leadsList, search);
  const tab = list.view.tab === SOURCES_TAB ? SOURCES_TAB : 'leads';
  return (
    <Tabs
      value={tab}
      keepMounted={false}
      onChange={(next) => list.filter({ tab: next === SOURCES_TAB ? SOURCES_TAB : undefined })}
    >
      <Tabs.List mb="md">
        <Tabs.Tab value="leads">{texts.tabs.leads}</Tabs.Tab>
        <Tabs.Tab value={SOURCES_TAB}>{texts.tabs.sources}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="leads">
        <LeadsList search={search} />
      </Tabs.Panel>
      <Tabs.Panel value={SOURCES_TAB}>
        <LeadSourcesTab />
      </Tabs.Panel>
    </Tabs>
  );
}

/** The outcome of a lead, changed in its row and saved at once. */
function OutcomeSelect({
  lead,
  busy,
  onChange,
}: {
  lead: Lead;
  busy: boolean;
  onChange: (outcome: LeadOutcome) => void;
}) {
  return (
    <Select<LeadOutcome>
      aria-label={texts.outcomeOf(fullName(lead))}
      size="xs"
      w={112}
      allowDeselect={false}
      disabled={busy}
      data={optionsOf(leadOutcomeLabels)}
      value={lead.outcome}
      onChange={(outcome) => outcome && outcome !== lead.outcome && onChange(outcome)}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/** Choices of the lead-source and campaign filters, loaded once the filter shows. */
function useSourceOptions(enabled: boolean) {
  const sources = useQuery({ ...leadSourcesQuery(), enabled });
  return useMemo(
    () => (sources.data ?? []).map((source) => ({ value: String(source.id), label: source.name })),
    [sources.data],
  );
}
function useCampaignOptions(enabled: boolean) {
  const campaigns = useListMarketingCampaigns({ query: { enabled } });
  return useMemo(
    () => (campaigns.data ?? []).map((campaign) => ({ value: String(campaign.id), label: campaign.name })),
    [campaigns.data],
  );
}

/**
 * The leads: search over person, e-mail, company and phone; filters by outcome, kind of source, lead source,
 * campaign, sales person and created range; the outcome changed in the row; edit, delete with a reason, make the
 * lead a client and then a case of that client. "Dodaj lead" opens the form; `?add=<nip>` opens it with the NIP
 * looked up.
 */
function LeadsList({ search }: { search: LeadsSearch }) {
  const navigate = useNavigate();
  const { roles } = useCurrentProfile();
  const isAdmin = roles.includes('Admin');
  const list = useListView(leadsList, search);
  const { view } = list;
  const params = leadsList.params(search);
  const query = useQuery(leadsQuery(params));
  const form = useDialogTarget<number>();
  const removal = useDialogTarget<Lead>();
  const patch = usePatchLead();
  const createClient = useCreateClient();

  const setOutcome = (lead: Lead, outcome: LeadOutcome) =>
    patch.mutate(
      { id: lead.id, data: { outcome } },
      {
        onSuccess: () =>
          notifySaved(texts.outcomeSaved(fullName(lead), leadOutcomeLabels[outcome]), texts.outcomeSavedTitle),
      },
    );

  const toClient = (lead: Lead) =>
    confirmAction({
      title: texts.toClient.title,
      message: texts.toClient.message(fullName(lead), lead.email ?? ''),
      confirmLabel: texts.actions.toClient,
      onConfirm: () =>
        void createClient
          .mutateAsync({
            data: {
              firstName: lead.firstName,
              lastName: lead.lastName,
              email: lead.email!,
              phoneNumber: lead.phoneNumber ?? null,
              roles: ['Client'],
            },
          })
          .then((client) => patch.mutateAsync({ id: lead.id, data: { clientId: client.id } }))
          .then(() => notifySaved(texts.toClient.doneMessage(fullName(lead)), texts.toClient.done))
          // the failure shows above the list (the mutations' errors)
          .catch(() => undefined),
    });

  const caseLink = (lead: Lead, clientId: number) =>
    isAdmin
      ? linkOptions({
          to: '/users/$userId/cases/create',
          params: { userId: clientId },
          search: { leadId: lead.id } as never,
        })
      : linkOptions({
          to: '/managerClients/$clientId/cases/create',
          params: { clientId },
          search: { leadId: lead.id } as never,
        });

  const more = (lead: Lead): RowAction[] => [
    { label: texts.actions.edit, icon: <IconPencil size={16} aria-hidden />, run: () => form.open(lead.id) },
    lead.clientId
      ? {
          label: texts.actions.openClient,
          icon: <IconUser size={16} aria-hidden />,
          run: clientLink(lead.clientId, isAdmin),
        }
      : {
          label: texts.actions.toClient,
          icon: <IconUserPlus size={16} aria-hidden />,
          run: () => toClient(lead),
          disabled: !lead.email,
          hint: lead.email ? undefined : texts.toClient.noEmail,
        },
    {
      label: texts.actions.toCase,
      icon: <IconBriefcase size={16} aria-hidden />,
      run: lead.clientId ? caseLink(lead, lead.clientId) : () => undefined,
      disabled: !lead.clientId,
      hint: lead.clientId ? undefined : texts.actions.needsClient,
    },
    {
      label: texts.actions.remove,
      icon: <IconTrash size={16} aria-hidden />,
      color: 'red',
      run: () => removal.open(lead),
    },
  ];

  const columns = leadColumns({
    isAdmin,
    sortable: true,
    outcome: (lead) => (
      <OutcomeSelect
        lead={lead}
        busy={patch.isPending && patch.variables?.id === lead.id}
        onChange={(outcome) => setOutcome(lead, outcome)}
      />
    ),
  });
  const addNip = view.add;
  const addButton = (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => form.open(null)}>
      {texts.add}
    </Button>
  );

  return (
    <Stack gap="md">
      <PageHeader
        actions={
          <>
            {addButton}
            <CsvButton name={texts.csvName} columns={columns} pages={pagesOf(leadsQuery, params)} />
          </>
        }
      />
      <ListFilters
        list={list}
        filters={[
          { kind: 'search', key: 'search', label: texts.filters.search, placeholder: texts.filters.searchPlaceholder },
          { kind: 'select', key: 'outcome', label: texts.filters.outcome, options: leadOutcomeLabels },
          { kind: 'select', key: 'source', label: texts.filters.source, options: leadSourceLabels },
          { kind: 'select', key: 'leadSourceId', label: texts.filters.leadSource, useOptions: useSourceOptions },
          { kind: 'select', key: 'marketingCampaignId', label: texts.filters.campaign, useOptions: useCampaignOptions },
          { kind: 'select', key: 'salesId', label: texts.filters.sales, useOptions: useManagerOptions },
          { kind: 'dateRange', from: 'from', to: 'to', label: texts.filters.created },
        ]}
      />
      <MutationError error={patch.error ?? createClient.error} />
      <ListResults query={query} list={list} texts={texts} emptyAction={addButton}>
        {(items) => (
          <ListTable
            label={texts.table}
            rows={items}
            rowKey={(lead) => lead.id}
            columns={columns}
            sort={list.sort}
            striped
            highlightOnHover
            actions={{
              name: fullName,
              busy: (lead) =>
                (patch.isPending && patch.variables?.id === lead.id) ||
                (createClient.isPending && createClient.variables?.data.email === lead.email),
              more,
            }}
          />
        )}
      </ListResults>
      <LeadFormDialog
        opened={form.opened || addNip !== undefined}
        opening={addNip !== undefined ? -1 : form.opening}
        leadId={addNip !== undefined ? null : form.target}
        nip={addNip}
        onClose={() => {
          form.close();
          if (addNip !== undefined)
            void navigate({ to: '/leads', search: leadsList.toUrl({ ...view, add: undefined }) as never });
        }}
      />
      <DeleteLeadDialog lead={removal.target} opened={removal.opened} onClose={removal.close} />
    </Stack>
  );
}
