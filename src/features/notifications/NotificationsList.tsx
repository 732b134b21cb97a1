import { Box, Button, Group, Loader, ScrollArea, Stack, Text, UnstyledButton } from '@mantine/core';
import { useListNotifications } from '@portal/sdk';
import { useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { fromNow } from '@/copy/dates';
import { describeNotification } from '@/copy/notifications';
import { inOrganisationContext } from '@/lib/org/organisation';
import { useMarkAllRead } from './api';
import { notificationTarget } from './notification-target';
import { notificationTexts } from './texts';

/** Spec 000 section 9: 30 shown first, 30 more on scrolling. */
export const NOTIFICATIONS_PAGE = 30;

export function NotificationsList({ onOpen }: { onOpen?: () => void }) {
  const navigate = useNavigate();
  const { data, isPending } = useListNotifications();
  const markAllRead = useMarkAllRead();
  const [shown, setShown] = useState(NOTIFICATIONS_PAGE);
  const sorted = useMemo(() => [...(data ?? [])].sort((a, b) => b.createdAt.localeCompare(a.createdAt)), [data]);

  if (isPending) return <Loader size="sm" m="md" aria-label={notificationTexts.loading} />;
  const open = (target: NonNullable<ReturnType<typeof notificationTarget>>) => {
    onOpen?.();
    void navigate(target);
  };

  return (
    <Stack gap="xs">
      <Group justify="space-between" px="xs">
        <Text fw={600}>{notificationTexts.title}</Text>
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => markAllRead.mutate()}
          loading={markAllRead.isPending}
          disabled={!sorted.some((n) => !n.isRead)}
        >
          {notificationTexts.markAllRead}
        </Button>
      </Group>
      {sorted.length === 0 ? (
        <Text c="dimmed" size="sm" px="xs" pb="xs">
          {notificationTexts.empty}
        </Text>
      ) : (
        <ScrollArea.Autosize
          mah={420}
          onBottomReached={() => setShown((count) => Math.min(count + NOTIFICATIONS_PAGE, sorted.length))}
        >
          <Stack
            gap={0}
            component="ul"
            style={{ listStyle: 'none', margin: 0, padding: 0 }}
            aria-label={notificationTexts.list}
          >
            {sorted.slice(0, shown).map((notification, index) => {
              const { title, message } = describeNotification(notification, inOrganisationContext());
              const target = notificationTarget(notification);
              const background = notification.isRead ? undefined : 'var(--mantine-color-blue-light)';
              const content = (
                <>
                  <Text size="sm" fw={notification.isRead ? 400 : 600}>
                    {title}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {message ? `${message} · ` : ''}
                    {fromNow(notification.createdAt)}
                  </Text>
                </>
              );
              return (
                // the id is an assumption of the contract: a server may not send one
                <li key={notification.id ?? `at-${index}`}>
                  {target ? (
                    <UnstyledButton w="100%" p="xs" onClick={() => open(target)} bg={background}>
                      {content}
                    </UnstyledButton>
                  ) : (
                    // nothing to open for this role (e.g. an ambassador's case): shown, not offered as a click
                    <Box p="xs" bg={background}>
                      {content}
                    </Box>
                  )}
                </li>
              );
            })}
          </Stack>
        </ScrollArea.Autosize>
      )}
    </Stack>
  );
}
