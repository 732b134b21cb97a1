import { Stack } from '@mantine/core';
import type { ApplicationUser } from '@portal/sdk/model';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { linkOptions } from '@tanstack/react-router';
import { ButtonLink } from '@/components/links';
import { ListResults } from '@/components/lists/ListResults';
import { ListTable, type ListColumn } from '@/components/lists/ListTable';
import { PageHeader } from '@/components/shell/PageHeader';
import { usePageTrail } from '@/components/shell/page-title';
import { fullName } from '@/copy/people';
import { userStatusLabels } from '@/copy/user-status';
import { userListTexts } from '../texts';
import { userColumns } from '../user-columns';
import { isOpenCase, useTeamCases, yourExpertEmployeesQuery } from './api';
import { expertsTexts } from './texts';

const texts = expertsTexts.employees;
const headers = texts.columns;

/**
 * `/yourExpertEmployees` (expert owners): the owner's employees with how many cases each has open (of the owner's
 * team's cases, those not finished or rejected), their contact and departments; a name opens the expert's profile.
 */
export function YourExpertEmployeesScreen() {
  const { title } = usePageTrail();
  const employees = useQuery(yourExpertEmployeesQuery());
  const cases = useTeamCases();
  const openCount = (expert: ApplicationUser) =>
    cases.data?.filter((item) => item.expertId === expert.id && isOpenCase(item)).length ?? 0;

  const columns: ListColumn<ApplicationUser>[] = [
    {
      key: 'name',
      header: headers.name,
      value: fullName,
      link: (expert) => linkOptions({ to: '/expertEmployees/profile/$id', params: { id: expert.id } }),
    },
    { key: 'openCases', header: headers.openCases, align: 'right', phone: 'labelled', value: openCount },
    userColumns.phone(),
    userColumns.email(),
    userColumns.departments(),
    {
      key: 'status',
      header: userListTexts.columns.status,
      phone: 'hide',
      value: (expert) => userStatusLabels[expert.status],
    },
  ];

  // the table shows once both the people and their cases are in (the counts are part of each row)
  const query = {
    isPending: employees.isPending || cases.isPending,
    error: employees.error ?? cases.error,
    data: cases.data && employees.data,
  };
  return (
    <Stack gap="md">
      <PageHeader
        intro={texts.intro}
        actions={
          <ButtonLink to="/expertEmployees/create" leftSection={<IconPlus size={16} aria-hidden />}>
            {texts.add}
          </ButtonLink>
        }
      />
      <ListResults query={query} texts={texts}>
        {(rows) => (
          <ListTable label={title ?? ''} rows={rows} rowKey={(expert) => expert.id} columns={columns} minWidth={760} />
        )}
      </ListResults>
    </Stack>
  );
}
