import { Group, Text } from '@mantine/core';
import type { Lead } from '@portal/sdk/model';
import { linkOptions } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { AnchorLink } from '@/components/links';
import { staffCaseLink } from '@/components/lists/case-link';
import type { ListColumn } from '@/components/lists/ListTable';
import { formatAmount, formatDate } from '@/copy/dates';
import { fullName } from '@/copy/people';
import { leadOutcomeLabels, leadSourceLabels } from '@/copy/case-labels';
import { LeadOutcomeBadge } from './LeadOutcomeBadge';
import { leadTexts } from './texts';

const headers = leadTexts.columns;
export type LeadSortField = 'lastName' | 'companyName' | 'createdAt' | 'outcome' | 'expectedValue';

/** The client a lead became: the administrator's user page, the manager's client card. */
export const clientLink = (clientId: number, isAdmin: boolean) =>
  isAdmin
    ? linkOptions({ to: '/users/$userId', params: { userId: clientId } })
    : linkOptions({ to: '/managerClients/$clientId', params: { clientId } });

const sourceText = (lead: Lead) => [leadSourceLabels[lead.source], lead.leadSource?.name].filter(Boolean).join(' – ');

/** The lead's person, with the client they became and the cases made from the lead. */
function PersonCell({ lead, isAdmin }: { lead: Lead; isAdmin: boolean }) {
  const cases = lead.caseIds ?? [];
  return (
    <div>
      <Text size="sm" fw={500}>
        {fullName(lead)}
      </Text>
      {lead.clientId && (
        <AnchorLink size="sm" {...clientLink(lead.clientId, isAdmin)}>
          {leadTexts.client}
        </AnchorLink>
      )}
      {cases.length > 0 && (
        <Group gap={6} wrap="wrap">
          {cases.map((id) => (
            <AnchorLink key={id} size="sm" {...staffCaseLink(id, isAdmin)}>
              {leadTexts.caseLink(id)}
            </AnchorLink>
          ))}
        </Group>
      )}
    </div>
  );
}

export interface LeadColumnOptions {
  isAdmin: boolean;
  /** The outcome cell (a select that changes it, on the leads screen); a badge when not given. */
  outcome?: (lead: Lead) => ReactNode;
  /** Columns left out where the table's context already says them (a campaign's leads: `campaign`). */
  hide?: readonly string[];
  /** Sortable headers (the leads screen). */
  sortable?: boolean;
}

/**
 * The columns of a leads table: person (with the client and cases made from the lead), company, NIP, product,
 * source, campaign, sales person, outcome, expected value and when created; the e-mail and phone go to the CSV.
 */
export function leadColumns({ isAdmin, outcome, hide = [], sortable = false }: LeadColumnOptions) {
  const sort = <F extends LeadSortField>(field: F) => (sortable ? field : undefined);
  const columns: ListColumn<Lead, LeadSortField>[] = [
    {
      key: 'person',
      header: headers.person,
      sort: sort('lastName'),
      minWidth: 150,
      value: fullName,
      cell: (lead) => <PersonCell lead={lead} isAdmin={isAdmin} />,
    },
    { key: 'email', header: 'E-mail', value: (lead) => lead.email, table: false },
    { key: 'phone', header: 'Telefon', value: (lead) => lead.phoneNumber, table: false },
    { key: 'company', header: headers.company, sort: sort('companyName'), value: (lead) => lead.companyName },
    { key: 'nip', header: headers.nip, nowrap: true, phone: 'hide', value: (lead) => lead.nip },
    { key: 'product', header: headers.product, value: (lead) => lead.product?.name },
    { key: 'source', header: headers.source, phone: 'hide', value: sourceText },
    { key: 'campaign', header: headers.campaign, phone: 'hide', value: (lead) => lead.marketingCampaign?.name },
    { key: 'sales', header: headers.sales, value: (lead) => (lead.sales ? fullName(lead.sales) : null) },
    {
      key: 'outcome',
      header: headers.outcome,
      sort: sort('outcome'),
      phone: outcome ? 'key' : 'line',
      value: (lead) => leadOutcomeLabels[lead.outcome],
      cell: (lead) => (outcome ? outcome(lead) : <LeadOutcomeBadge outcome={lead.outcome} />),
      line: (lead) => <LeadOutcomeBadge outcome={lead.outcome} />,
    },
    {
      key: 'expectedValue',
      header: headers.expectedValue,
      sort: sort('expectedValue'),
      align: 'right',
      nowrap: true,
      phone: 'hide',
      value: (lead) => (lead.expectedValue == null ? null : formatAmount(lead.expectedValue)),
    },
    {
      key: 'created',
      header: headers.created,
      sort: sort('createdAt'),
      nowrap: true,
      phone: 'hide',
      value: (lead) => lead.createdAt && formatDate(lead.createdAt),
    },
  ];
  return columns.filter((column) => !hide.includes(column.key));
}
