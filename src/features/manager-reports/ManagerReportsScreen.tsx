import { Group, SimpleGrid, Stack } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import dayjs from 'dayjs';
import { DayInput } from '@/components/DayInput';
import { ActionIconLink, ButtonLink } from '@/components/links';
import { QueryState } from '@/components/QueryState';
import { PageHeader } from '@/components/shell/PageHeader';
import { useCurrentProfile } from '@/lib/auth/use-current-profile';
import { myDayReportsQuery, reportViews } from './api';
import { DayOverview } from './DayOverview';
import { LatestDayLink } from './LatestDayLink';
import { ReportForm } from './ReportForm';
import { managerReportsTexts as texts } from './texts';

const DAY = 'YYYY-MM-DD';
export const today = () => dayjs().format(DAY);
const shift = (day: string, days: number) => dayjs(day).add(days, 'day').format(DAY);

/** The day in the address, with the way to the day before and after, and back to today. */
function DayPicker({ day }: { day: string }) {
  const navigate = useNavigate();
  const now = today();
  return (
    <Group gap="xs" align="flex-end">
      <ActionIconLink
        to="/managerReports"
        search={{ day: shift(day, -1) }}
        variant="default"
        size="input-sm"
        aria-label={texts.day.previous}
      >
        <IconChevronLeft size={18} aria-hidden />
      </ActionIconLink>
      <DayInput
        label={texts.day.label}
        value={day}
        onChange={(picked) => picked && void navigate({ to: '/managerReports', search: { day: picked } })}
        w={140}
      />
      <ActionIconLink
        to="/managerReports"
        search={{ day: shift(day, 1) }}
        variant="default"
        size="input-sm"
        aria-label={texts.day.next}
      >
        <IconChevronRight size={18} aria-hidden />
      </ActionIconLink>
      {day !== now && (
        <ButtonLink to="/managerReports" search={{ day: undefined }} variant="subtle">
          {texts.day.today}
        </ButtonLink>
      )}
    </Group>
  );
}

/** A manager's two reports of the day, the plan and the outcome, side by side (one above the other on a phone). */
function MyDayReports({ day }: { day: string }) {
  const query = useQuery(myDayReportsQuery(day));
  const plan = query.data?.find((report) => report.kind === 'Planned');
  const actual = query.data?.find((report) => report.kind === 'Actual');
  // a save starts the form again from what the server stored
  const keyOf = (kind: string, report: typeof plan) =>
    `${day}/${kind}/${report?.id ?? 'new'}/${report?.updatedAt ?? ''}`;
  return (
    <QueryState query={query}>
      <Stack gap="md">
        {query.data?.length === 0 && <LatestDayLink day={day} empty={texts.empty.manager(day)} />}
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <ReportForm key={keyOf('plan', plan)} day={day} kind="Planned" report={plan} />
          <ReportForm key={keyOf('actual', actual)} day={day} kind="Actual" report={actual} plan={plan} />
        </SimpleGrid>
      </Stack>
    </QueryState>
  );
}

/**
 * `/managerReports` (Raporty managerów): the day of the address (today unless given). A manager writes the day's
 * plan and outcome; an administrator sees every manager's plan against their outcome.
 */
export function ManagerReportsScreen({ day = today() }: { day?: string }) {
  const { roles } = useCurrentProfile();
  const views = reportViews(roles);
  return (
    <Stack gap="lg">
      <PageHeader intro={views.overview ? texts.intro.admin : texts.intro.manager} />
      <DayPicker day={day} />
      {views.forms && <MyDayReports day={day} />}
      {views.overview && <DayOverview day={day} />}
    </Stack>
  );
}
