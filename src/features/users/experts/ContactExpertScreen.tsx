import { Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ListResults } from '@/components/lists/ListResults';
import { QueryState } from '@/components/QueryState';
import { PageHeader } from '@/components/shell/PageHeader';
import { PersonCard } from '@/components/users/PersonCard';
import { fullName } from '@/copy/people';
import { contactExpertQuery, useSharedCases } from './api';
import { expertRoleLabel, useCasesOf } from './contacts';
import { CasesTable, sharedCaseLink, type ContactViewer } from './SharedCases';
import { expertsTexts } from './texts';

const texts = expertsTexts.contacts;

/**
 * `/clientExpertEmployees/{id}` (a client) and `/yourClientsExpertEmployees/{id}` (a patron): one expert of the
 * client's (the patron's clients') cases: their contact card and the cases shared with them. An expert who works
 * on none of them is not found.
 */
export function ContactExpertScreen({ viewer, id }: { viewer: ContactViewer; id: number }) {
  const expert = useQuery(contactExpertQuery(id));
  const cases = useSharedCases(useCasesOf(viewer), { expertId: id });
  return (
    <QueryState query={expert} notFoundText={texts.notFound}>
      {expert.data && (
        <Stack gap="lg" maw={1100}>
          <PageHeader />
          <PersonCard
            person={expert.data}
            subtitle={expertRoleLabel}
            component="article"
            label={fullName(expert.data)}
            headingOrder={null}
          />
          <Stack gap="sm" component="section" aria-labelledby="shared-cases">
            <Title order={2} size="h3" id="shared-cases">
              {texts.sharedCases}
            </Title>
            <ListResults query={cases} empty={texts.noSharedCases}>
              {(rows) => (
                <CasesTable
                  cases={rows}
                  label={texts.casesOf(fullName(expert.data))}
                  link={(item) => sharedCaseLink(viewer, item)}
                  showClient={viewer === 'patron'}
                />
              )}
            </ListResults>
          </Stack>
        </Stack>
      )}
    </QueryState>
  );
}
