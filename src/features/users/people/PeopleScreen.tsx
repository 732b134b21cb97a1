import { Stack } from '@mantine/core';
import type { ApplicationUser, UserRole } from '@portal/sdk/model';
import { useQuery } from '@tanstack/react-query';
import { ListFilters } from '@/components/lists/ListFilters';
import { ListResults } from '@/components/lists/ListResults';
import { ListTable, type ListColumn } from '@/components/lists/ListTable';
import { RowOpenButton } from '@/components/lists/RowOpenButton';
import { useListView } from '@/components/lists/use-list-view';
import { PageHeader } from '@/components/shell/PageHeader';
import { useDialogTarget } from '@/components/use-dialog-target';
import { fullName } from '@/copy/people';
import { roleOptions, rolesInOrder } from '../form/role-slugs';
import { userColumns, userFilters, userPageLink } from '../user-columns';
import { peopleQuery } from './api';
import { peopleList, type PeopleSearch } from './list';
import { PersonDialog } from './PersonDialog';
import { peopleTexts as texts } from './texts';

const headers = texts.columns;
/** The staff's roles (every role but the client's), in the spec's order. */
const staffRoles = roleOptions(rolesInOrder.filter((role) => role !== 'Client'));

export interface PeopleScreenProps {
  search: PeopleSearch;
  /** An administrator opens a person's page; anybody else (a manager) a read-only card. */
  opensUserPage: boolean;
  /** Who looks (their effective roles): what the card's tile offers them. */
  viewerRoles: readonly UserRole[];
}

/**
 * `/people` (administrators and managers): the staff directory, everybody who is not only a client: picture and
 * name, roles in the spec's order, title, departments, phone, e-mail and status; search, role and status in the
 * address. A row opens the person's page for an administrator, and for a manager the person's card, read only.
 */
export function PeopleScreen({ search, opensUserPage, viewerRoles }: PeopleScreenProps) {
  const list = useListView(peopleList, search);
  const query = useQuery(peopleQuery(peopleList.params(search)));
  const card = useDialogTarget<ApplicationUser>();

  const columns: ListColumn<ApplicationUser>[] = [
    userColumns.pictureName(headers.name, (user) =>
      opensUserPage ? (
        userPageLink(user)
      ) : (
        <RowOpenButton onClick={() => card.open(user)} aria-haspopup="dialog">
          {fullName(user)}
        </RowOpenButton>
      ),
    ),
    userColumns.roles(),
    { key: 'title', header: headers.title, phone: 'hide', value: (user) => user.managerTitle?.name },
    userColumns.departments({ phone: 'hide' }),
    userColumns.phone(),
    userColumns.email(),
    userColumns.status(),
  ];

  return (
    <Stack gap="md">
      <PageHeader />
      <ListFilters list={list} filters={[userFilters.search(), userFilters.role(staffRoles), userFilters.status()]} />
      <ListResults query={query} list={list} texts={texts}>
        {(items) => <ListTable label={texts.list} rows={items} rowKey={(user) => user.id} columns={columns} striped />}
      </ListResults>
      <PersonDialog person={card.target} opened={card.opened} viewerRoles={viewerRoles} onClose={card.close} />
    </Stack>
  );
}
