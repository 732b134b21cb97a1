import { ActionIcon, Badge, Button, Group, Menu, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { deleteNews, getGetNewsUserIdsQueryOptions, sendNews } from '@portal/sdk';
import type { News } from '@portal/sdk/model';
import { IconDots, IconEye, IconMail, IconPencil, IconPlus, IconTrash, IconUsers } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { confirmAction } from '@/components/confirm';
import { ButtonLink } from '@/components/links';
import { ListPagination } from '@/components/lists/ListPagination';
import { ListSearchInput } from '@/components/lists/ListSearchInput';
import { nextOrder } from '@/components/lists/url-values';
import { MutationError } from '@/components/MutationError';
import { notifySaved } from '@/components/notify-saved';
import { phoneLineClass, phoneSecondary, phoneTableContainer } from '@/components/phone-table';
import { QueryState } from '@/components/QueryState';
import { usePageTrail } from '@/components/shell/page-title';
import { SortableHeader } from '@/components/SortableHeader';
import { formatDateTime } from '@/copy/dates';
import { newsAdminListQuery, refreshNews } from './api';
import { NEWS_ADMIN_PAGE_SIZE, sortOf, type NewsAdminSearch, type NewsSortField } from './list-search';
import { NewsPreviewModal } from './NewsPreviewModal';
import { NewsRecipientsModal } from './NewsRecipientsModal';
import { newsAdminTexts as texts } from './texts';

const columns = texts.columns;
/** Dates start with the newest; titles from A. */
const datesFirst = ['createdAt', 'emailSentAt'] as const;

/**
 * `/newsAdmin`: every news item (drafts and period summaries included) with its status and whether it went out
 * by e-mail; search, sort and page live in the URL. From a row: the preview as readers see it, sending by e-mail
 * (with the number of recipients to confirm), who receives it, editing and deleting.
 */
export function NewsAdminScreen({ search }: { search: NewsAdminSearch }) {
  const { title } = usePageTrail();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const list = useQuery(newsAdminListQuery(search));
  const [previewId, setPreviewId] = useState<number>();
  const [recipientsOf, setRecipientsOf] = useState<News>();
  const show = (next: NewsAdminSearch) => void navigate({ to: '/newsAdmin', search: next });
  const { sortBy, order } = sortOf(search);
  const sort = (field: NewsSortField) =>
    show({ ...search, sortBy: field, order: nextOrder(field, { sortBy, order }, datesFirst), page: undefined });
  const sortProps = { sortBy, order, onSort: sort };
  const refresh = () => refreshNews(queryClient);

  const send = useMutation({ mutationFn: (id: number) => sendNews(id), onSuccess: refresh });
  const remove = useMutation({ mutationFn: (id: number) => deleteNews(id), onSuccess: refresh });

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
      message: news.emailSentAt ? `${message} ${texts.send.again(formatDateTime(news.emailSentAt))}` : message,
      onConfirm: () => send.mutate(news.id, { onSuccess: () => notifySaved(texts.send.done(recipients.length)) }),
    });
  };
  const askDelete = (news: News) => {
    remove.reset();
    confirmAction({
      title: texts.delete.title,
      message: texts.delete.message(news.title),
      destructive: true,
      onConfirm: () => remove.mutate(news.id, { onSuccess: () => notifySaved(texts.delete.done) }),
    });
  };

  const page = list.data;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{title}</Title>
        <ButtonLink to="/news/create" leftSection={<IconPlus size={16} aria-hidden />}>
          {texts.add}
        </ButtonLink>
      </Group>
      <Group align="flex-end" gap="sm">
        <ListSearchInput
          label={texts.filters.search}
          placeholder={texts.filters.searchPlaceholder}
          value={search.search}
          onSearch={(text) => show({ ...search, search: text, page: undefined })}
        />
        {search.search && (
          <Button variant="subtle" onClick={() => show({})}>
            {texts.filters.clear}
          </Button>
        )}
      </Group>
      <MutationError error={send.error ?? remove.error} />
      <QueryState query={list}>
        {page && (
          <Stack gap="sm" style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }} aria-busy={list.isPlaceholderData}>
            <Text size="sm" c="dimmed">
              {texts.count(page.totalCount)}
            </Text>
            {page.items.length === 0 ? (
              <Text c="dimmed" ta="center" py="lg" role="status">
                {page.totalCount > 0 ? texts.emptyPage : search.search ? texts.emptyFiltered : texts.empty}
              </Text>
            ) : (
              <Table.ScrollContainer {...phoneTableContainer}>
                <Table verticalSpacing="sm" aria-label={title ?? undefined}>
                  <Table.Thead>
                    <Table.Tr>
                      <SortableHeader field="title" {...sortProps}>
                        {columns.title}
                      </SortableHeader>
                      <Table.Th {...phoneSecondary}>{columns.status}</Table.Th>
                      <SortableHeader field="createdAt" isSecondary {...sortProps}>
                        {columns.createdAt}
                      </SortableHeader>
                      <SortableHeader field="emailSentAt" isSecondary {...sortProps}>
                        {columns.emailSentAt}
                      </SortableHeader>
                      <Table.Th>
                        <VisuallyHidden>{columns.actions}</VisuallyHidden>
                      </Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {page.items.map((news) => (
                      <Row
                        key={news.id}
                        news={news}
                        busy={
                          (send.isPending && send.variables === news.id) ||
                          (remove.isPending && remove.variables === news.id)
                        }
                        onPreview={() => setPreviewId(news.id)}
                        onRecipients={() => setRecipientsOf(news)}
                        onSend={() => void askSend(news)}
                        onEdit={() => void navigate({ to: '/news/edit/$id', params: { id: news.id } })}
                        onDelete={() => askDelete(news)}
                      />
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
            <ListPagination
              totalCount={page.totalCount}
              pageSize={NEWS_ADMIN_PAGE_SIZE}
              page={search.page ?? 1}
              onPage={(next) => show({ ...search, page: next > 1 ? next : undefined })}
              labels={{ page: texts.page, previous: texts.previousPage, next: texts.nextPage }}
            />
          </Stack>
        )}
      </QueryState>
      <NewsPreviewModal id={previewId} onClose={() => setPreviewId(undefined)} />
      <NewsRecipientsModal news={recipientsOf} onClose={() => setRecipientsOf(undefined)} />
    </Stack>
  );
}

/**
 * The status of an item: draft or published, a period summary, and whether (on a phone, where the column of the
 * date is hidden: when) it went out by e-mail.
 */
function StatusBadges({ news, withSentDate }: { news: News; withSentDate: boolean }) {
  return (
    <Group gap={6}>
      <Badge variant="light" tt="none" color={news.status === 'Published' ? 'green' : 'gray'}>
        {texts.status[news.status]}
      </Badge>
      {news.emailSentAt && (
        <Badge variant="light" tt="none" color="blue" leftSection={<IconMail size={12} aria-hidden />}>
          {withSentDate ? texts.sentAt(formatDateTime(news.emailSentAt)) : texts.sent}
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

function Row({
  news,
  busy,
  onPreview,
  onRecipients,
  onSend,
  onEdit,
  onDelete,
}: {
  news: News;
  busy: boolean;
  onPreview: () => void;
  onRecipients: () => void;
  onSend: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const draft = news.status !== 'Published';
  return (
    <Table.Tr>
      <Table.Td miw={220}>
        <Button
          variant="subtle"
          size="compact-sm"
          px={0}
          onClick={onPreview}
          style={{ whiteSpace: 'normal', height: 'auto' }}
        >
          {news.title}
        </Button>
        <div className={phoneLineClass}>
          <StatusBadges news={news} withSentDate />
        </div>
      </Table.Td>
      <Table.Td {...phoneSecondary}>
        <StatusBadges news={news} withSentDate={false} />
      </Table.Td>
      <Table.Td {...phoneSecondary} style={{ whiteSpace: 'nowrap' }}>
        {news.createdAt ? formatDateTime(news.createdAt) : '-'}
      </Table.Td>
      <Table.Td {...phoneSecondary} style={{ whiteSpace: 'nowrap' }}>
        {news.emailSentAt ? formatDateTime(news.emailSentAt) : texts.notSent}
      </Table.Td>
      <Table.Td ta="right">
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" aria-label={texts.actionsOf(news.title)} loading={busy}>
              <IconDots size={18} aria-hidden />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item leftSection={<IconEye size={16} aria-hidden />} onClick={onPreview}>
              {texts.actions.preview}
            </Menu.Item>
            <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={onEdit}>
              {texts.actions.edit}
            </Menu.Item>
            <Menu.Item
              leftSection={<IconMail size={16} aria-hidden />}
              onClick={onSend}
              disabled={draft}
              title={draft ? texts.draftNotSendable : undefined}
            >
              {texts.actions.send}
            </Menu.Item>
            <Menu.Item leftSection={<IconUsers size={16} aria-hidden />} onClick={onRecipients}>
              {texts.actions.recipients}
            </Menu.Item>
            <Menu.Divider />
            <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={onDelete}>
              {texts.actions.delete}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Table.Td>
    </Table.Tr>
  );
}
