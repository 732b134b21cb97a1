import type { Lead, ListLeadsParams } from '@portal/sdk/model';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ListResults } from '@/components/lists/ListResults';
import { ListTable } from '@/components/lists/ListTable';
import type { RowActionsOf } from '@/components/lists/RowActions';
import { useCurrentProfile } from '@/lib/auth/use-current-profile';
import { leadsQuery } from './api';
import { leadColumns } from './lead-columns';
import { leadTexts } from './texts';

export interface LeadsTableProps {
  /** Which leads: `{ marketingCampaignId }`, `{ clientId }`, `{ salesId, outcome }` … (page and size are the table's). */
  params: Omit<ListLeadsParams, 'page' | 'pageSize'>;
  /** The table's accessible name ("Leady kampanii …"). */
  label?: string;
  /** Columns the context already says (`['campaign']` under a campaign). */
  hide?: readonly string[];
  /** Rows on a page (10). */
  pageSize?: number;
  /** What an empty list says. */
  empty?: string;
  /** What an empty list offers (a "new lead" button). */
  emptyAction?: ReactNode;
  /** Actions of each row, as the list kit takes them. */
  actions?: RowActionsOf<Lead>;
}

/**
 * The leads of a filter as a table, for a screen that shows leads beside something else (a campaign, a client's
 * card): the leads screen's columns with the outcome as a badge, newest first, paged here (the page is not in the
 * address: the screen around it owns that).
 */
export function LeadsTable({
  params,
  label = leadTexts.table,
  hide,
  pageSize = 10,
  empty = leadTexts.empty,
  emptyAction,
  actions,
}: LeadsTableProps) {
  const { roles } = useCurrentProfile();
  const [page, setPage] = useState(1);
  // another filter starts at the first page
  const filterKey = JSON.stringify(params);
  const [shownFor, setShownFor] = useState(filterKey);
  if (shownFor !== filterKey) {
    setShownFor(filterKey);
    setPage(1);
  }
  const query = useQuery(leadsQuery({ ...params, page, pageSize }));
  return (
    <ListResults
      query={query}
      list={{ page, pageSize, setPage, filtered: false, clear: () => {} }}
      count={leadTexts.count}
      empty={empty}
      emptyPage={leadTexts.emptyPage}
      emptyAction={emptyAction}
    >
      {(items) => (
        <ListTable
          label={label}
          rows={items}
          rowKey={(lead) => lead.id}
          columns={leadColumns({ isAdmin: roles.includes('Admin'), hide })}
          actions={actions}
          striped
          highlightOnHover
        />
      )}
    </ListResults>
  );
}
