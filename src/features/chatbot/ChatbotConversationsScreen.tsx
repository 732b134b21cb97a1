import { Grid, Stack, Text } from '@mantine/core';
import type { ChatbotConversation } from '@portal/sdk/model';
import { IconChartBar } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { AnchorLink, ButtonLink } from '@/components/links';
import { staffCaseLink } from '@/components/lists/case-link';
import { ListFilters } from '@/components/lists/ListFilters';
import { ListResults } from '@/components/lists/ListResults';
import { ListTable, type ListColumn } from '@/components/lists/ListTable';
import { useListView } from '@/components/lists/use-list-view';
import { PageHeader } from '@/components/shell/PageHeader';
import { formatDateTime } from '@/copy/dates';
import { fullName } from '@/copy/people';
import { conversationsQuery } from './api';
import { chatbotList, type ChatbotSearch, type ChatbotSortField } from './list';
import { TestMessageBox } from './TestMessageBox';
import { chatbotTexts as texts } from './texts';
import { Transcript } from './Transcript';

const headers = texts.columns;

/**
 * `/chatbotConversations` (administrators): the conversations (title, user, case, messages, last message; search,
 * sort and page in the address) and, beside them (under them on a phone), the transcript of the one chosen
 * (`?conversation=`) and a box to send the chatbot a test message. The header links to the AI-usage KPI.
 */
export function ChatbotConversationsScreen({ search }: { search: ChatbotSearch }) {
  const list = useListView(chatbotList, search);
  const query = useQuery(conversationsQuery(chatbotList.params(search)));
  const navigate = useNavigate();
  const open = list.view.conversation;
  const show = (conversation: number | undefined) =>
    void navigate({ to: '/chatbotConversations', search: { ...search, conversation } });

  const columns: ListColumn<ChatbotConversation, ChatbotSortField>[] = [
    {
      key: 'title',
      header: headers.title,
      sort: 'title',
      minWidth: 180,
      value: (c) => c.title,
      cell: (c) => (
        <AnchorLink
          to="/chatbotConversations"
          search={{ ...search, conversation: c.id }}
          fw={c.id === open ? 700 : undefined}
          className="touch-target"
        >
          {c.title}
        </AnchorLink>
      ),
    },
    { key: 'user', header: headers.user, value: (c) => (c.user ? fullName(c.user) : texts.noUser) },
    {
      key: 'case',
      header: headers.case,
      nowrap: 'table',
      value: (c) => (c.caseId ? texts.caseLink(c.caseId) : null),
      cell: (c) =>
        c.caseId ? (
          <AnchorLink {...staffCaseLink(c.caseId, true)} underline="hover">
            {texts.caseLink(c.caseId)}
          </AnchorLink>
        ) : (
          '-'
        ),
      line: (c) =>
        c.caseId ? (
          <AnchorLink {...staffCaseLink(c.caseId, true)} underline="always" className="touch-target">
            {texts.caseLink(c.caseId)}
          </AnchorLink>
        ) : null,
    },
    {
      key: 'messages',
      header: headers.messages,
      sort: 'messageCount',
      align: 'right',
      phone: 'labelled',
      value: (c) => c.messageCount,
    },
    {
      key: 'lastMessage',
      header: headers.lastMessage,
      sort: 'lastMessageAt',
      nowrap: true,
      value: (c) => (c.lastMessageAt ? formatDateTime(c.lastMessageAt) : null),
    },
  ];

  return (
    <Stack gap="md">
      <PageHeader
        intro={texts.intro}
        actions={
          <ButtonLink to="/kpi/aiUsage" variant="default" leftSection={<IconChartBar size={16} aria-hidden />}>
            {texts.aiUsage}
          </ButtonLink>
        }
      />
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Stack gap="md">
            <ListFilters
              list={list}
              filters={[{ kind: 'search', key: 'search', label: texts.search, placeholder: texts.searchPlaceholder }]}
            />
            <ListResults query={query} list={list} texts={texts}>
              {(items) => (
                <ListTable
                  label={texts.tableLabel}
                  rows={items}
                  rowKey={(c) => c.id}
                  columns={columns}
                  sort={list.sort}
                  minWidth={560}
                />
              )}
            </ListResults>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Stack gap="md">
            {open ? (
              <Transcript key={`transcript-${open}`} id={open} search={search} onClose={() => show(undefined)} />
            ) : (
              <Text c="dimmed">{texts.transcript.choose}</Text>
            )}
            <TestMessageBox
              key={`test-${open ?? 'new'}`}
              conversationId={open}
              onStarted={(conversation) => show(conversation.id)}
            />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
