import { Badge, Group, Stack } from '@mantine/core';
import type { ApplicationUser, Case } from '@portal/sdk/model';
import { IconBriefcase, IconCalendar, IconPlus, IconUser } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { AnchorLink, ButtonLink } from '@/components/links';
import { ListFilters } from '@/components/lists/ListFilters';
import { ListResults } from '@/components/lists/ListResults';
import { ListTable, type ListColumn } from '@/components/lists/ListTable';
import type { RowAction } from '@/components/lists/RowActions';
import { useListView } from '@/components/lists/use-list-view';
import { PageHeader } from '@/components/shell/PageHeader';
import { usePageTrail } from '@/components/shell/page-title';
import { isDeletedUser, subscriptionHighlighted } from '@/components/users/UserTile';
import { fullName } from '@/copy/people';
import { config } from '@/lib/config';
import { useEveryPage } from '@/lib/every-page';
import { userColumns, userFilters } from '../user-columns';
import { clientListQuery, familyCasesPage } from './api';
import { companiesByClient } from './companies';
import type { ClientFamily, ClientListSearch, ClientSortField } from './families';
import { clientTexts } from './texts';

export interface ClientListScreenProps {
  family: ClientFamily;
  /** The view as the route validated it from the URL. */
  search: ClientListSearch;
}

/**
 * A manager's clients (`/managerClients`) or a patron's wards (`/patronClients`): name (with the subscription mark),
 * company, phone, e-mail and status; search, status, sorting and page in the address. From a row: the client's
 * details, cases, calendar (the manager's), a new case and editing.
 */
export function ClientListScreen({ family, search }: ClientListScreenProps) {
  const texts = clientTexts[family.key];
  const { title } = usePageTrail();
  const list = useListView(family.search, search);
  const query = useQuery(clientListQuery(family.key, family.search.params(search)));
  const cases = useEveryPage<Case>(familyCasesPage(family.key));
  const companies = useMemo(() => companiesByClient(cases.data ?? []), [cases.data]);
  const headers = texts.columns;

  const columns: ListColumn<ApplicationUser, ClientSortField>[] = [
    {
      key: 'name',
      header: headers.name,
      sort: 'name',
      value: fullName,
      cell: (client) => (
        <Group gap={6} wrap="wrap">
          <AnchorLink {...family.details(client.id)} fw={500}>
            {fullName(client)}
          </AnchorLink>
          {subscriptionHighlighted(client, config.subscriptionHighlightSetting) && (
            <Badge color="yellow" variant="filled" autoContrast size="sm" tt="none">
              {texts.subscription}
            </Badge>
          )}
        </Group>
      ),
    },
    { key: 'company', header: headers.company, value: (client) => companies.get(client.id)?.join(', ') },
    userColumns.phone(),
    userColumns.email({ sort: 'email', phone: 'hide' }),
    userColumns.status({ sort: 'status' }),
  ];

  const rowActions = (client: ApplicationUser): RowAction[] => {
    const deleted = isDeletedUser(client);
    return [
      { label: texts.actions.details, icon: <IconUser size={16} aria-hidden />, run: family.details(client.id) },
      { label: texts.cases, icon: <IconBriefcase size={16} aria-hidden />, run: family.cases(client.id) },
      ...(family.calendar
        ? [
            {
              label: texts.actions.calendar,
              icon: <IconCalendar size={16} aria-hidden />,
              run: family.calendar(client.id),
            },
          ]
        : []),
      {
        label: texts.actions.createCase,
        icon: <IconPlus size={16} aria-hidden />,
        run: family.createCase(client.id),
        disabled: deleted,
        hint: deleted ? texts.deletedNoCase : undefined,
      },
    ];
  };

  return (
    <Stack gap="md">
      <PageHeader
        actions={
          <ButtonLink {...family.create()} leftSection={<IconPlus size={16} aria-hidden />}>
            {texts.add}
          </ButtonLink>
        }
      />
      <ListFilters list={list} filters={[userFilters.search(texts.searchPlaceholder), userFilters.status()]} />
      <ListResults query={query} list={list} texts={texts}>
        {(items) => (
          <ListTable
            label={title ?? ''}
            rows={items}
            rowKey={(client) => client.id}
            columns={columns}
            sort={list.sort}
            actions={{ name: fullName, more: rowActions, edit: (client) => family.edit(client.id) }}
          />
        )}
      </ListResults>
    </Stack>
  );
}
