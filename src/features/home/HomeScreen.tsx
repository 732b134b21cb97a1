import { Grid, Group, Stack, Text, Title } from '@mantine/core';
import type { ApplicationUser } from '@portal/sdk/model';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useState, type ReactNode } from 'react';
import { ReportCaseButton } from '@/components/cases/ReportCaseButton';
import { useCurrentProfile } from '@/lib/auth/use-current-profile';
import { clientCasesQuery, expertCasesQuery, officeCasesQuery } from './api';
import { caseLinks } from './case-links';
import { CasesBlock } from './CasesBlock';
import { EventsBlock, NewsBlock } from './CommonBlocks';
import { DueSettlementsBlock } from './DueSettlementsBlock';
import { homeKind, type HomeKind } from './home-data';
import { PeriodsBlock } from './PeriodsBlock';
import { AdminCounts, NewestCasesBlock, OverdueBlock, RecentChangesBlock } from './StaffBlocks';
import { homeTexts } from './texts';

/** The moment the page opened and its day (the user's), for "what is due" and "what is next". */
interface Clock {
  now: Date;
  today: string;
}

/** The main column (what needs doing) and the side column (what is coming); one column on a phone, main first. */
function Columns({ main, side }: { main: ReactNode; side: ReactNode }) {
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="md">{main}</Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Stack gap="md">{side}</Stack>
      </Grid.Col>
    </Grid>
  );
}

// Each home's list of cases is read by the component of the two blocks that show it, not by the page: its arrival
// re-renders those two blocks, not the settlements, events and news beside them.

function ClientCaseBlocks({ profile, now, today }: { profile: ApplicationUser } & Clock) {
  const cases = useQuery(clientCasesQuery(profile.id));
  return (
    <>
      <PeriodsBlock cases={cases} side="client" links={caseLinks.client} today={today} />
      <CasesBlock cases={cases} userId={profile.id} links={caseLinks.client} now={now} />
    </>
  );
}

function ClientHome(props: { profile: ApplicationUser } & Clock) {
  const { now, today } = props;
  return (
    <Columns
      main={
        <>
          <DueSettlementsBlock today={today} />
          <ClientCaseBlocks {...props} />
        </>
      }
      side={
        <>
          <EventsBlock today={today} now={now} links={caseLinks.client} />
          <NewsBlock />
        </>
      }
    />
  );
}

function ExpertCaseBlocks({ profile, now, today }: { profile: ApplicationUser } & Clock) {
  const cases = useQuery(expertCasesQuery());
  return (
    <>
      <PeriodsBlock cases={cases} side="expert" links={caseLinks.expert} today={today} />
      <CasesBlock cases={cases} userId={profile.id} links={caseLinks.expert} now={now} />
    </>
  );
}

/** An expert owner: the periods of their whole office (their employees' cases too), and their own cases. */
function ExpertOwnerCaseBlocks({ profile, now, today }: { profile: ApplicationUser } & Clock) {
  const office = useQuery(officeCasesQuery());
  const own = useQuery(expertCasesQuery());
  return (
    <>
      <PeriodsBlock cases={office} side="expert" links={caseLinks.expertOwner} today={today} withExpert />
      <CasesBlock cases={own} userId={profile.id} links={caseLinks.expert} now={now} />
    </>
  );
}

function HomeBlocks({ kind, profile, clock }: { kind: HomeKind; profile: ApplicationUser; clock: Clock }) {
  const { now, today } = clock;
  switch (kind) {
    case 'client':
      return <ClientHome profile={profile} {...clock} />;
    case 'expert':
      return (
        <Columns
          main={<ExpertCaseBlocks profile={profile} {...clock} />}
          side={<EventsBlock today={today} now={now} links={caseLinks.expert} />}
        />
      );
    case 'expertOwner':
      return (
        <Columns
          main={<ExpertOwnerCaseBlocks profile={profile} {...clock} />}
          side={<EventsBlock today={today} now={now} links={caseLinks.expert} />}
        />
      );
    case 'manager':
    case 'patron':
      return (
        <Columns
          main={
            <>
              <RecentChangesBlock userId={profile.id} links={caseLinks[kind]} now={now} />
              <OverdueBlock links={caseLinks[kind]} today={today} withList={kind === 'manager'} />
            </>
          }
          side={<EventsBlock today={today} now={now} links={caseLinks[kind]} />}
        />
      );
    case 'admin':
      return (
        <>
          <AdminCounts />
          <Columns
            main={
              <>
                <NewestCasesBlock links={caseLinks.admin} />
                <OverdueBlock links={caseLinks.admin} today={today} withList />
              </>
            }
            side={<EventsBlock today={today} now={now} links={caseLinks.admin} />}
          />
        </>
      );
    case 'ambassador':
      return <Columns main={<NewsBlock />} side={<EventsBlock today={today} now={now} />} />;
  }
}

/**
 * The home page (`/`): a greeting, then what needs this person's attention now, by the role their page is for
 * (homeKind: a person with several roles sees the first of Admin, Manager, Patron, expert, Client, Ambassador).
 * Each block reads its own call and shows its own loading, empty and refused state.
 */
export function HomeScreen() {
  const { profile, roles } = useCurrentProfile();
  const [clock] = useState<Clock>(() => {
    const now = new Date();
    return { now, today: dayjs(now).format('YYYY-MM-DD') };
  });
  const kind = homeKind(roles);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1}>{homeTexts.greeting(profile?.firstName)}</Title>
          <Text c="dimmed" mt={4}>
            {homeTexts.intro[kind]}
          </Text>
        </div>
        {kind === 'client' && <ReportCaseButton />}
      </Group>
      {profile && <HomeBlocks kind={kind} profile={profile} clock={clock} />}
    </Stack>
  );
}
