import { Badge, Group, Stack } from '@mantine/core';
import { getGetNewsUserIdsQueryOptions } from '@portal/sdk';
import type { News } from '@portal/sdk/model';
import { IconEye, IconMail, IconPlus, IconUsers } from '@tabler/icons-react';
import { linkOptions } from '@tanstack/react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { confirmAction } from '@/components/confirm';
import { ButtonLink } from '@/components/links';
import { ListFilters } from '@/components/lists/ListFilters';
import { ListResults } from '@/components/lists/ListResults';
import { ListTable, type ListColumn } from '@/components/lists/ListTable';
import { RowOpenButton } from '@/components/lists/RowOpenButton';
import { useListView } from '@/components/lists/use-list-view';
import { MutationError } from '@/components/MutationError';
import { notifySaved } from '@/components/notify-saved';
import { PageHeader } from '@/components/shell/PageHeader';
import { usePageTrail } from '@/components/shell/page-title';
import { formatDateTime } from '@/copy/dates';
import { wrappingBadge } from '@/components/wrapping-badge';
import { newsAdminListQuery, useDeleteNews, useSendNews } from './api';
import { newsAdminList } from './list';
import { NewsPreviewModal } from './NewsPreviewModal';
import { NewsRecipientsModal } from './NewsRecipientsModal';
import { newsAdminTexts as texts } from './texts';

type Search = Parameters<typeof newsAdminList.view>[0];
const { columns: headers } = texts;
const sentAt = (news: News) => (news.emailSentAt ? formatDateTime(news.emailSentAt) : undefined);

/** Draft or published, a period summary, and whether (on a phone, where its column is hidden: when) it was e-mailed. */
function StatusBadges({ news, withSentDate }: { news: News; withSentDate: boolean }) {
  return (
    <Group gap={6}>
      <Badge variant="light" tt="none" color={news.status === 'Published' ? 'green' : 'gray'}>
        {texts.status[news.status]}
      </Badge>
      {news.emailSentAt && (
        <Badge
          variant="light"
          tt="none"
          color="blue"
          leftSection={<IconMail size={12} aria-hidden />}
          styles={wrappingBadge}
        >
          {withSentDate ? texts.sentAt(sentAt(news)!) : texts.sent}
        </Badge>
      )}
      {news.isSummary && (
        <Badge variant="outline" tt="none" color="grape">
          {texts.summary}
        </Badge>
      )}
    </Group>
  );
}

/**
 * `/newsAdmin`: every news item (drafts and period summaries included) with its status and whether it went out by
 * e-mail; search, sort and page live in the address. From a row: the preview as readers see it, sending by e-mail
 * (with the number of recipients to confirm), who receives it, editing and deleting.
 */
export function NewsAdminScreen({ search }: { search: Search }) {
  const { title } = usePageTrail();
  const queryClient = useQueryClient();
  const list = useListView(newsAdminList, search);
  const query = useQuery(newsAdminListQuery(newsAdminList.params(search)));
  const [previewId, setPreviewId] = useState<number>();
  const [recipientsOf, setRecipientsOf] = useState<News>();
  const send = useSendNews();
  const remove = useDeleteNews();

  const askSend = async (news: News) => {
    send.reset();
    // who will get it, counted before the administrator confirms (a failure is shown by the HTTP layer)
    const recipients = await queryClient
      .fetchQuery({ ...getGetNewsUserIdsQueryOptions(news.id), staleTime: 0 })
      .catch(() => undefined);
    if (!recipients) return;
    const message = texts.send.message(news.title, recipients.length);
    confirmAction({
      title: texts.send.title,
      message: news.emailSentAt ? `${message} ${texts.send.again(sentAt(news)!)}` : message,
      confirmLabel: texts.send.confirm,
      onConfirm: () =>
        send.mutate(
          { id: news.id },
          { onSuccess: () => notifySaved(texts.send.done(recipients.length), texts.send.doneTitle) },
        ),
    });
  };

  const columns: ListColumn<News, (typeof newsAdminList.sortFields)[number]>[] = [
    {
      key: 'title',
      header: headers.title,
      sort: 'title',
      value: (news) => news.title,
      cell: (news) => <RowOpenButton onClick={() => setPreviewId(news.id)}>{news.title}</RowOpenButton>,
    },
    {
      key: 'status',
      header: headers.status,
      value: (news) => texts.status[news.status],
      cell: (news) => <StatusBadges news={news} withSentDate={false} />,
      line: (news) => <StatusBadges news={news} withSentDate />,
    },
    {
      key: 'createdAt',
      header: headers.createdAt,
      sort: 'createdAt',
      nowrap: true,
      phone: 'hide',
      value: (news) => news.createdAt && formatDateTime(news.createdAt),
    },
    {
      key: 'emailSentAt',
      header: headers.emailSentAt,
      sort: 'emailSentAt',
      nowrap: true,
      phone: 'hide',
      value: (news) => sentAt(news) ?? texts.notSent,
    },
  ];

  return (
    <Stack gap="md">
      <PageHeader
        actions={
          <ButtonLink to="/news/create" leftSection={<IconPlus size={16} aria-hidden />}>
            {texts.add}
          </ButtonLink>
        }
      />
      <ListFilters
        list={list}
        filters={[
          { kind: 'search', key: 'search', label: texts.filters.search, placeholder: texts.filters.searchPlaceholder },
        ]}
      />
      <MutationError error={send.error ?? remove.error} />
      <ListResults query={query} list={list} texts={texts}>
        {(items) => (
          <ListTable
            label={title ?? ''}
            rows={items}
            rowKey={(news) => news.id}
            columns={columns}
            sort={list.sort}
            actions={{
              name: (news) => news.title,
              busy: (news) => [send, remove].some((m) => m.isPending && m.variables?.id === news.id),
              more: (news) => [
                {
                  label: texts.actions.preview,
                  icon: <IconEye size={16} aria-hidden />,
                  run: () => setPreviewId(news.id),
                },
                {
                  label: texts.actions.send,
                  icon: <IconMail size={16} aria-hidden />,
                  run: () => void askSend(news),
                  disabled: news.status !== 'Published',
                  hint: news.status !== 'Published' ? texts.draftNotSendable : undefined,
                },
                {
                  label: texts.actions.recipients,
                  icon: <IconUsers size={16} aria-hidden />,
                  run: () => setRecipientsOf(news),
                },
              ],
              edit: (news) => linkOptions({ to: '/news/edit/$id', params: { id: news.id } }),
              remove: (news) => ({
                title: texts.delete.title,
                message: texts.delete.message(news.title),
                onConfirm: () => remove.mutate({ id: news.id }, { onSuccess: () => notifySaved(texts.delete.done) }),
              }),
            }}
          />
        )}
      </ListResults>
      <NewsPreviewModal id={previewId} onClose={() => setPreviewId(undefined)} />
      <NewsRecipientsModal news={recipientsOf} onClose={() => setRecipientsOf(undefined)} />
    </Stack>
  );
}
