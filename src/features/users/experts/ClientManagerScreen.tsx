import { Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { linkOptions } from '@tanstack/react-router';
import { ListResults } from '@/components/lists/ListResults';
import { QueryState } from '@/components/QueryState';
import { PageHeader } from '@/components/shell/PageHeader';
import { ManagerCard } from '@/components/users/PersonCard';
import { fullName } from '@/copy/people';
import { clientManagerQuery, useSharedCases } from './api';
import { useCasesOf } from './contacts';
import { CasesTable } from './SharedCases';
import { expertsTexts } from './texts';

const texts = expertsTexts.manager;

/**
 * `/clientManager/{id}` (a client): one manager of the client's cases: the manager card of spec 000 and the
 * client's cases the manager handles. A manager of none of them is not found.
 */
export function ClientManagerScreen({ id }: { id: number }) {
  const manager = useQuery(clientManagerQuery(id));
  const cases = useSharedCases(useCasesOf('client'), { managerId: id });
  return (
    <QueryState query={manager} notFoundText={texts.notFound}>
      {manager.data && (
        <Stack gap="lg" maw={1100}>
          <PageHeader />
          <ManagerCard person={manager.data} component="article" label={fullName(manager.data)} headingOrder={null} />
          <Stack gap="sm" component="section" aria-labelledby="manager-cases">
            <Title order={2} size="h3" id="manager-cases">
              {texts.cases}
            </Title>
            <ListResults query={cases} empty={texts.noCases}>
              {(rows) => (
                <CasesTable
                  cases={rows}
                  label={texts.casesOf(fullName(manager.data))}
                  link={(item) => linkOptions({ to: '/yourCases/$id', params: { id: item.id } })}
                  showClient={false}
                />
              )}
            </ListResults>
          </Stack>
        </Stack>
      )}
    </QueryState>
  );
}
