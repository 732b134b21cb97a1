import { Group, Paper, SegmentedControl, Stack, Tabs } from '@mantine/core';
import { SortDirection, type Case } from '@portal/sdk/model';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { MessageList } from '@/components/cases/MessageList';
import { useCurrentProfile } from '@/lib/auth/use-current-profile';
import { caseActivityQuery } from '@/features/cases/api';
import { caseTexts } from '@/features/cases/texts';
import { CommentForm } from './CommentForm';
import { DelayedLoader } from './DelayedLoader';
import { HistoryTimeline } from './HistoryTimeline';
import { useSeen } from './use-seen';

export interface ActivityPanelProps {
  caseItem: Case;
  /** Group the history by case too (timelines showing several cases). */
  groupByCase?: boolean;
}

const texts = caseTexts.activity;

const sortOptions = [
  { value: String(SortDirection.Newest), label: texts.newestFirst },
  { value: String(SortDirection.Oldest), label: texts.oldestFirst },
];

/**
 * The case activity panel (spec 000 section 2): comments and the case history, loaded once the panel is
 * scrolled into view. Its query key is the one the realtime layer invalidates, so new comments appear by themselves.
 */
export function ActivityPanel({ caseItem, groupByCase = false }: ActivityPanelProps) {
  const { ref, seen } = useSeen<HTMLDivElement>();
  const [tab, setTab] = useState<string | null>('comments');
  const [sortDirection, setSortDirection] = useState<SortDirection>(SortDirection.Newest);
  const { profile } = useCurrentProfile();
  // reading the activity marks the case's notifications read: its query refreshes the bell after each load
  const activity = useQuery(caseActivityQuery(caseItem.id, sortDirection, seen));

  // A failed load shows nothing (spec 000, error catalogue): the lists stay empty, the comment form stays usable.
  const loading = seen && activity.isPending && !activity.isError;
  const data = activity.data;
  // in the open tab only: the other tab stays mounted (hidden), so a comment being written survives a tab switch
  const status = (forTab: string) => tab === forTab && loading && <DelayedLoader label={texts.loading} />;

  return (
    <Paper ref={ref} withBorder p="md" radius="md" component="section" aria-label={texts.title}>
      <Tabs value={tab} onChange={setTab}>
        <Group justify="space-between" align="flex-end" mb="md" gap="sm">
          <Tabs.List>
            <Tabs.Tab value="comments">{texts.comments}</Tabs.Tab>
            <Tabs.Tab value="history">{texts.history}</Tabs.Tab>
          </Tabs.List>
          <SegmentedControl
            size="xs"
            aria-label={texts.order}
            data={sortOptions}
            value={String(sortDirection)}
            onChange={(value) => setSortDirection(Number(value) as SortDirection)}
          />
        </Group>

        <Tabs.Panel value="comments">
          <Stack gap="md">
            {profile && <CommentForm caseItem={caseItem} currentUserId={profile.id} />}
            {status('comments')}
            {data && <MessageList messages={data.messages} sortDirection={sortDirection} />}
          </Stack>
        </Tabs.Panel>

        <Tabs.Panel value="history">
          {status('history')}
          {data && (
            <HistoryTimeline
              key={sortDirection}
              entries={data.historyEntries}
              sortDirection={sortDirection}
              groupByCase={groupByCase}
            />
          )}
        </Tabs.Panel>
      </Tabs>
    </Paper>
  );
}
