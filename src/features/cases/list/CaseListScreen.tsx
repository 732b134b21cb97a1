import { Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ReportCaseButton } from '@/components/cases/ReportCaseButton';
import { ButtonLink } from '@/components/links';
import { CsvButton } from '@/components/lists/CsvButton';
import { ListFilters } from '@/components/lists/ListFilters';
import { ListResults } from '@/components/lists/ListResults';
import { ListTable } from '@/components/lists/ListTable';
import {
  useClientOptions,
  useExpertOptions,
  useManagerClientOptions,
  useManagerOptions,
  usePatronClientOptions,
  useProductOptions,
} from '@/components/lists/member-options';
import { useListView } from '@/components/lists/use-list-view';
import { PageHeader } from '@/components/shell/PageHeader';
import { caseStatusOptions } from '@/copy/case-labels';
import { useCurrentProfile } from '@/lib/auth/use-current-profile';
import { inOrganisationContext } from '@/lib/org/organisation';
import { familyListQuery } from '@/features/cases/api';
import type { CaseFamily, CaseListSearch, CaseListSource, CaseScope } from '@/features/cases/families';
import { caseTexts } from '@/features/cases/texts';
import { caseColumns } from './columns';

const { fields, list: texts } = caseTexts;

/** The clients a family's user can pick: a manager's or a patron's own, else every client. */
const clientOptions: Partial<Record<CaseListSource, (enabled: boolean) => ReturnType<typeof useClientOptions>>> = {
  listManagerClientCases: useManagerClientOptions,
  listPatronClientCases: usePatronClientOptions,
};

export interface CaseListScreenProps {
  family: CaseFamily;
  /** The view as the route validated it from the URL. */
  search: CaseListSearch;
  /** The client the route is fixed to, if any. */
  scope?: CaseScope;
}

/**
 * The case list of one role family: its own API list, the filters it allows (those it hides are not in its
 * address), sorting and paging, all in the URL. The administrator's list exports what its filters select.
 */
export function CaseListScreen({ family, search, scope = {} }: CaseListScreenProps) {
  const list = useListView(family.search, search);
  const params = family.search.params(search);
  const { profile } = useCurrentProfile();
  const query = useQuery(familyListQuery(family, params, scope, profile?.id));
  const shows = (key: keyof CaseListSearch) => family.search.filterKeys.includes(key);
  const columns = caseColumns(family, scope, shows('clientId'));
  const create = family.create?.(scope);
  const ownCases = family.key === 'client';

  return (
    <Stack gap="md">
      <PageHeader
        actions={
          <>
            {family.key === 'admin' && (
              <CsvButton
                name={texts.csvName}
                columns={columns}
                pages={(page, pageSize) => familyListQuery(family, { ...params, page, pageSize }, scope, profile?.id)}
              />
            )}
            {ownCases ? <ReportCaseButton /> : create && <ButtonLink {...create}>{texts.create}</ButtonLink>}
          </>
        }
      />
      <ListFilters
        list={list}
        filters={[
          { kind: 'search', key: 'search', label: texts.search, placeholder: texts.searchPlaceholder },
          shows('status') && {
            kind: 'select',
            key: 'status',
            label: fields.status,
            options: caseStatusOptions(inOrganisationContext()),
          },
          { kind: 'select', key: 'productId', label: fields.product, useOptions: useProductOptions },
          shows('clientId') && {
            kind: 'select',
            key: 'clientId',
            label: fields.client,
            useOptions: clientOptions[family.source] ?? useClientOptions,
          },
          shows('expertId') && { kind: 'select', key: 'expertId', label: fields.expert, useOptions: useExpertOptions },
          { kind: 'select', key: 'managerId', label: fields.manager, useOptions: useManagerOptions },
          { kind: 'dateRange', from: 'dateFrom', to: 'dateTo', label: fields.createdAt },
        ]}
      />
      <ListResults
        query={query}
        list={list}
        count={texts.count}
        empty={ownCases ? texts.noOwnCases : texts.noCases}
        emptyAction={
          <>
            {ownCases && <Text c="dimmed">{texts.support}</Text>}
            {create && <ReportCaseButton link={create} />}
          </>
        }
        emptyFiltered={texts.noMatches}
        emptyPage={texts.emptyPage}
      >
        {(items) => (
          <ListTable
            label={texts.table}
            rows={items}
            rowKey={(c) => c.id}
            columns={columns}
            sort={list.sort}
            striped
            highlightOnHover
          />
        )}
      </ListResults>
    </Stack>
  );
}
