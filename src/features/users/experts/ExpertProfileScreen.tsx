import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ApplicationUser, Case } from '@portal/sdk/model';
import { useQuery } from '@tanstack/react-query';
import { linkOptions } from '@tanstack/react-router';
import { ListResults } from '@/components/lists/ListResults';
import { QueryState } from '@/components/QueryState';
import NotFound from '@/components/shell/NotFound';
import { PageHeader } from '@/components/shell/PageHeader';
import { PersonCard } from '@/components/users/PersonCard';
import { fullName } from '@/copy/people';
import { roleLabels } from '@/copy/roles';
import { useCurrentProfile } from '@/lib/auth/use-current-profile';
import { errorStatus } from '@/lib/http/configure-http';
import {
  expertProfileQuery,
  isExpert,
  isOpenCase,
  ownsTeam,
  useExpertScores,
  useTeamCases,
  yourExpertEmployeesQuery,
} from './api';
import { CasesTable } from './SharedCases';
import { expertsTexts } from './texts';

const texts = expertsTexts.profile;

/** The expert's roles as named (an owner is "ekspert-właściciel", an employee "ekspert-pracownik"). */
const expertRoles = (user: ApplicationUser) =>
  user.roles
    .filter((role) => role === 'ExpertEmployee' || role === 'ExpertOwner')
    .map((role) => roleLabels[role])
    .join(', ');

/**
 * `/expertEmployees/profile/{id}`: an expert's contact and departments. The expert owner also sees the expert's
 * cases (open ones counted) and the average of their clients' scores; an expert employee reads, without more, their
 * own profile and their colleagues' (the server answers only those). Anyone else's expert is not found.
 */
export function ExpertProfileScreen({ id }: { id: number }) {
  const query = useQuery(expertProfileQuery(id));
  const { profile, roles } = useCurrentProfile();
  const owner = roles.includes('ExpertOwner');
  const checkTeam = ownsTeam(profile, roles, id);
  const team = useQuery(yourExpertEmployeesQuery(checkTeam));
  const status = errorStatus(query.error);
  const missing =
    (!query.data && (status === 403 || status === 404)) ||
    (query.data && !isExpert(query.data)) ||
    (checkTeam && team.data && !team.data.some((expert) => expert.id === id));
  if (missing) return <NotFound data={{ title: texts.notFound }} />;
  const state = {
    isPending: query.isPending || (checkTeam && team.isPending),
    error: query.error ?? (checkTeam ? team.error : null),
    data: query.data,
  };
  return (
    <QueryState query={state} notFoundText={texts.notFound}>
      {query.data && (
        <Stack gap="lg" maw={1100}>
          <PageHeader />
          <PersonCard
            person={query.data}
            subtitle={expertRoles(query.data)}
            component="article"
            label={fullName(query.data)}
            headingOrder={null}
          >
            {profile?.id === id && (
              <Text size="sm" c="dimmed">
                {texts.self}
              </Text>
            )}
            <Group gap={6} mt={4} aria-label={texts.departments} role="list">
              {query.data.departments.length > 0 ? (
                query.data.departments.map((department) => (
                  <Badge key={department.id} role="listitem" variant="light" tt="none">
                    {department.name}
                  </Badge>
                ))
              ) : (
                <Text size="sm" c="dimmed" role="listitem">
                  {texts.noDepartments}
                </Text>
              )}
            </Group>
          </PersonCard>
          {owner && <OwnersView expert={query.data} self={profile?.id === id} />}
        </Stack>
      )}
    </QueryState>
  );
}

/** What the expert owner sees of their expert: the clients' scores and the cases. */
function OwnersView({ expert, self }: { expert: ApplicationUser; self: boolean }) {
  const cases = useTeamCases(expert.id);
  const scores = useExpertScores(expert.id);
  const name = fullName(expert);
  // the owner's own cases open as theirs; an employee's as the team's
  const caseLink = (item: Case) =>
    self
      ? linkOptions({ to: '/expertCases/$id', params: { id: item.id } })
      : linkOptions({ to: '/yourExpertEmployees/cases/$id', params: { id: item.id } });
  const average = averageScore(scores.data ?? []);
  return (
    <>
      <Stack gap="sm" component="section" aria-labelledby="expert-satisfaction">
        <Title order={2} size="h3" id="expert-satisfaction">
          {texts.satisfaction}
        </Title>
        <QueryState query={scores}>
          <Paper withBorder radius="md" p="md">
            {average === null ? (
              <Text c="dimmed">{texts.noScores}</Text>
            ) : (
              <Group gap="lg" align="baseline">
                <Text>
                  {texts.average}:{' '}
                  <Text span fw={700} size="xl">
                    {averageFormat.format(average)}
                  </Text>{' '}
                  <Text span c="dimmed" size="sm">
                    {texts.scale}
                  </Text>
                </Text>
                <Text c="dimmed" size="sm">
                  {texts.scores(scores.data?.length ?? 0)}
                </Text>
              </Group>
            )}
          </Paper>
        </QueryState>
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="expert-cases">
        <Group justify="space-between" align="baseline">
          <Title order={2} size="h3" id="expert-cases">
            {texts.cases}
          </Title>
          {cases.data && (
            <Text c="dimmed" size="sm">
              {texts.casesCount(cases.data.filter(isOpenCase).length, cases.data.length)}
            </Text>
          )}
        </Group>
        <ListResults query={cases} empty={texts.noCases}>
          {(rows) => <CasesTable cases={rows} label={texts.casesTable(name)} link={caseLink} showClient />}
        </ListResults>
      </Stack>
    </>
  );
}

const averageFormat = new Intl.NumberFormat('pl-PL', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** The average of the scores' overall satisfaction (as /mySatisfactionScore counts it); none without scores. */
const averageScore = (scores: readonly { score: number }[]) =>
  scores.length ? scores.reduce((sum, s) => sum + s.score, 0) / scores.length : null;
