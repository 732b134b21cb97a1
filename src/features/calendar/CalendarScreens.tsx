import { Alert, Group, Stack, Title } from '@mantine/core';
import {
  getGetApplicationUserMinimalQueryOptions,
  getGetCaseQueryOptions,
  getListCasesQueryOptions,
  useListOrganisationsOfContextUser,
} from '@portal/sdk';
import type { UserRole } from '@portal/sdk/model';
import { IconList, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ButtonLink } from '@/components/links';
import { QueryState } from '@/components/QueryState';
import { fullName } from '@/copy/people';
import { useCurrentProfile } from '@/lib/auth/use-current-profile';
import { resolveOrganisationId } from '@/lib/org/organisation';
import { caseCalendar, ownCalendar, userCalendar, type MonthQuery } from './api';
import CalendarView from './CalendarView';
import { NotificationSettingsButton } from './NotificationSettingsDialog';
import { calendarTexts as texts } from './texts';

/** Staff may plan events; a client sees theirs. */
const mayPlan = (roles: readonly UserRole[]) => roles.some((role) => role !== 'Client');

function CalendarPage({
  title,
  source,
  actions,
}: {
  title: string;
  source: MonthQuery | undefined;
  actions?: ReactNode;
}) {
  const { roles } = useCurrentProfile();
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{title}</Title>
        <Group gap="xs">{actions}</Group>
      </Group>
      {source && <CalendarView source={source} editable={mayPlan(roles)} />}
    </Stack>
  );
}

/** `/calendar`: the signed-in user's calendar, with the reminder settings. */
export function OwnCalendarScreen() {
  const { roles } = useCurrentProfile();
  const organisations = useListOrganisationsOfContextUser();
  const several = (organisations.data ?? []).filter((org) => org.id !== 0).length > 1;
  return (
    <CalendarPage
      title={texts.titles.own}
      source={organisations.isPending ? undefined : ownCalendar(several, resolveOrganisationId())}
      actions={
        <>
          <NotificationSettingsButton />
          {(roles.includes('Admin') || roles.includes('Manager')) && (
            <ButtonLink to="/calendarEvents" variant="default" leftSection={<IconList size={16} aria-hidden />}>
              {texts.eventList}
            </ButtonLink>
          )}
          {mayPlan(roles) && (
            <ButtonLink to="/calendarEvent/create" leftSection={<IconPlus size={16} aria-hidden />}>
              {texts.newEvent}
            </ButtonLink>
          )}
        </>
      }
    />
  );
}

/** `/calendar/case/{caseId}`: the events of a case. */
export function CaseCalendarScreen({ caseId }: { caseId: number }) {
  const { roles } = useCurrentProfile();
  const query = useQuery(getGetCaseQueryOptions(caseId));
  return (
    <QueryState query={query}>
      <CalendarPage
        title={query.data ? texts.titles.ofCase(query.data.name) : texts.titles.ofCaseFallback}
        source={caseCalendar(caseId)}
        actions={
          mayPlan(roles) && (
            <ButtonLink
              to="/calendarEvent/create/case/$caseId"
              params={{ caseId }}
              leftSection={<IconPlus size={16} aria-hidden />}
            >
              {texts.newEvent}
            </ButtonLink>
          )
        }
      />
    </QueryState>
  );
}

/**
 * `/calendar/user/{userId}`: a client's calendar. The catalogue's call (`GetEventsForUser`) names a case of the
 * client, not the client: the first of the client's cases the viewer can see stands for them.
 */
export function UserCalendarScreen({ userId }: { userId: number }) {
  const { roles } = useCurrentProfile();
  const user = useQuery(getGetApplicationUserMinimalQueryOptions(userId));
  const cases = useQuery(getListCasesQueryOptions({ clientId: userId, pageSize: 1 }));
  const caseId = cases.data?.items[0]?.id;
  return (
    <QueryState query={cases}>
      <CalendarPage
        title={user.data ? texts.titles.ofUser(fullName(user.data)) : texts.titles.ofUserFallback}
        source={caseId ? userCalendar(caseId) : undefined}
        actions={
          mayPlan(roles) && (
            <ButtonLink
              to="/calendarEvent/create/user/$userId"
              params={{ userId }}
              leftSection={<IconPlus size={16} aria-hidden />}
            >
              {texts.newEvent}
            </ButtonLink>
          )
        }
      />
      {!caseId && <Alert color="gray">{texts.userWithoutCases}</Alert>}
    </QueryState>
  );
}
