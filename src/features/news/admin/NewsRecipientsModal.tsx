import { List, Modal, Stack, Text } from '@mantine/core';
import { getGetNewsUserIdsQueryOptions, getListApplicationUsersQueryOptions } from '@portal/sdk';
import type { News } from '@portal/sdk/model';
import { useQuery } from '@tanstack/react-query';
import { QueryState } from '@/components/QueryState';
import { fullName } from '@/copy/people';
import { newsAdminTexts } from './texts';

const texts = newsAdminTexts.recipients;
/** Enough for every user of the portal's firm; a reader not among them is named by id. */
const USERS_PAGE_SIZE = 200;

/** Who a news item goes to (`News/{id}/userIds`): their number, and each by name where the users list has them. */
export function NewsRecipientsModal({ news, onClose }: { news: News | undefined; onClose: () => void }) {
  const ids = useQuery({ ...getGetNewsUserIdsQueryOptions(news?.id ?? 0), enabled: !!news, staleTime: 0 });
  const users = useQuery({
    ...getListApplicationUsersQueryOptions({ pageSize: USERS_PAGE_SIZE, sortBy: 'lastName' }),
    enabled: !!news,
  });
  const names = new Map((users.data?.items ?? []).map((user) => [user.id, fullName(user)]));
  const recipients = (ids.data ?? [])
    .map((id) => ({ id, name: names.get(id) ?? texts.unknown(id) }))
    .sort((a, b) => a.name.localeCompare(b.name, 'pl'));
  return (
    <Modal opened={!!news} onClose={onClose} title={news ? texts.title(news.title) : ''}>
      {news && (
        <QueryState query={ids}>
          <Stack gap="sm">
            <Text fw={500}>{texts.count(recipients.length)}</Text>
            {recipients.length === 0 ? (
              <Text c="dimmed">{texts.none}</Text>
            ) : (
              <List aria-label={texts.listLabel} spacing={4} size="sm" mah={360} style={{ overflowY: 'auto' }}>
                {recipients.map((r) => (
                  <List.Item key={r.id}>{r.name}</List.Item>
                ))}
              </List>
            )}
          </Stack>
        </QueryState>
      )}
    </Modal>
  );
}
