import { SimpleGrid, Stack } from '@mantine/core';
import type { ApplicationUser, Case } from '@portal/sdk/model';
import { useQuery } from '@tanstack/react-query';
import { ListResults } from '@/components/lists/ListResults';
import { ApiErrorAlert } from '@/components/QueryState';
import { PageHeader } from '@/components/shell/PageHeader';
import { PersonCard } from '@/components/users/PersonCard';
import { contactExpertsQuery, useSharedCases } from './api';
import { contactExpertLink, expertRoleLabel, useCasesOf } from './contacts';
import { SharedCaseLinks, type ContactViewer } from './SharedCases';
import { expertsTexts } from './texts';

const texts = expertsTexts.contacts;

/**
 * `/clientExpertEmployees` (a client) and `/yourClientsExpertEmployees` (a patron): the experts who work on the
 * client's cases (on the patron's clients' cases), each as a contact card with the cases shared with them.
 */
export function ContactExpertsScreen({ viewer }: { viewer: ContactViewer }) {
  const experts = useQuery(contactExpertsQuery());
  const cases = useSharedCases(useCasesOf(viewer));
  const casesOf = (expert: ApplicationUser): Case[] => cases.data?.filter((item) => item.expertId === expert.id) ?? [];
  return (
    <Stack gap="md">
      <PageHeader intro={viewer === 'client' ? texts.clientIntro : texts.patronIntro} />
      {/* the cards show without the shared cases when those fail to load: said once, above them */}
      {cases.error && experts.data && <ApiErrorAlert error={cases.error} />}
      <ListResults query={experts} empty={viewer === 'client' ? texts.clientEmpty : texts.patronEmpty}>
        {(rows) => (
          <SimpleGrid component="ul" cols={{ base: 1, md: 2 }} spacing="md" m={0} p={0} style={{ listStyle: 'none' }}>
            {rows.map((expert) => (
              <PersonCard
                key={expert.id}
                person={expert}
                subtitle={expertRoleLabel}
                link={contactExpertLink(viewer, expert.id)}
              >
                {cases.data && <SharedCaseLinks viewer={viewer} cases={casesOf(expert)} />}
              </PersonCard>
            ))}
          </SimpleGrid>
        )}
      </ListResults>
    </Stack>
  );
}
