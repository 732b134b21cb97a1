import { Avatar, Button, Stack, Text, Timeline, Title } from '@mantine/core';
import { SortDirection, type CaseUpdateHistory } from '@portal/sdk/model';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { RecipientTags } from '@/components/cases/MessageList';
import { caseFieldLabel, formatPeriod } from '@/copy/case-labels';
import { valueLabel } from '@/copy/notifications';
import { inOrganisationContext } from '@/lib/org/organisation';
import { caseTexts } from '@/features/cases/texts';
import { groupHistory, HISTORY_GROUPS_PAGE, type HistoryGroup } from './history-groups';
import { fullName } from '@/copy/people';

const texts = caseTexts.activity;

export interface HistoryTimelineProps {
  entries: readonly CaseUpdateHistory[];
  /** Newest first (the default) or oldest first. */
  sortDirection?: SortDirection;
  /** Split by case as well, for timelines showing several cases. */
  groupByCase?: boolean;
}

/** "Przebieg sprawy": the history grouped by day and author, 10 groups at a time (spec 000 sections 2 and 9). */
export function HistoryTimeline({
  entries,
  sortDirection = SortDirection.Newest,
  groupByCase = false,
}: HistoryTimelineProps) {
  const groups = useMemo(() => {
    const sign = sortDirection === SortDirection.Newest ? -1 : 1;
    const sorted = [...entries].sort((a, b) => sign * (Date.parse(a.createdAt) - Date.parse(b.createdAt)));
    return groupHistory(sorted, { groupByCase });
  }, [entries, sortDirection, groupByCase]);
  const [shown, setShown] = useState(HISTORY_GROUPS_PAGE);

  if (groups.length === 0)
    return (
      <Text c="dimmed" size="sm">
        {texts.noChanges}
      </Text>
    );

  const days = splitByDay(groups.slice(0, shown));
  return (
    <Stack gap="md">
      {days.map(([day, dayGroups]) => (
        <section key={day} aria-label={day}>
          <Title order={4} size="h5" mb="xs">
            {day}
          </Title>
          <Timeline bulletSize={30} lineWidth={2}>
            {dayGroups.map((group) => (
              <Timeline.Item
                key={group.key}
                bullet={<Avatar name={fullName(group.author)} color="initials" size={30} radius="xl" />}
                title={groupTitle(group)}
              >
                <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={groupTitle(group)}>
                  {group.entries.map((entry) => (
                    <HistoryEntry key={entry.id} entry={entry} />
                  ))}
                </Stack>
              </Timeline.Item>
            ))}
          </Timeline>
        </section>
      ))}
      {groups.length > shown && (
        <Button
          variant="subtle"
          onClick={() => setShown((n) => n + HISTORY_GROUPS_PAGE)}
          style={{ alignSelf: 'center' }}
        >
          {texts.showMore}
        </Button>
      )}
    </Stack>
  );
}

const groupTitle = (group: HistoryGroup) => {
  const author = fullName(group.author);
  return group.caseName ? `${group.caseName} · ${author}` : author;
};

function splitByDay(groups: HistoryGroup[]): [string, HistoryGroup[]][] {
  const days: [string, HistoryGroup[]][] = [];
  for (const group of groups) {
    const last = days.at(-1);
    if (last?.[0] === group.day) last[1].push(group);
    else days.push([group.day, [group]]);
  }
  return days;
}

const time = (iso: string) => dayjs(iso).format('HH:mm');

function HistoryEntry({ entry }: { entry: CaseUpdateHistory }) {
  const field = entry.changedValueName;
  const oldValue = valueLabel(field, entry.oldValue, inOrganisationContext());
  // a milestone change is "Etap: <name>", not "Etap" above "Etap: <name>"
  const milestoneAsValue = field === 'Milestone' && !entry.newValue;
  const newValue = milestoneAsValue
    ? (entry.milestoneName ?? undefined)
    : valueLabel(field, entry.newValue, inOrganisationContext());
  const period = entry.casePeriodDetails;
  return (
    <Stack component="li" gap={2}>
      <Text size="sm">
        <Text span c="dimmed" size="xs" mr="xs">
          {time(entry.createdAt)}
        </Text>
        <Text span fw={600}>
          {caseFieldLabel(field) ?? field}
        </Text>
        {(oldValue || newValue) && `: ${oldValue ? `${oldValue} → ` : ''}${newValue ?? '–'}`}
      </Text>
      {entry.milestoneName && !milestoneAsValue && <Text size="sm">{texts.milestone(entry.milestoneName)}</Text>}
      {entry.updatedAttachmentFileName && <Text size="sm">{texts.file(entry.updatedAttachmentFileName)}</Text>}
      {period && <Text size="sm">{texts.period(formatPeriod(period.year, period.month))}</Text>}
      <RecipientTags recipients={entry.recipients ?? []} />
    </Stack>
  );
}
