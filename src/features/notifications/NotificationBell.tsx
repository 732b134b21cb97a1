import { ActionIcon, Indicator, Popover } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useListNotifications } from '@portal/sdk';
import { IconBell } from '@tabler/icons-react';
import { useEffect } from 'react';
import { NotificationsList } from './NotificationsList';
import { notificationTexts } from './texts';
import { whileListOpen } from './toasts';

/** The bell with the unread count; opens the notifications list. */
export function NotificationBell() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const { data } = useListNotifications();
  const unread = data?.filter((notification) => !notification.isRead).length ?? 0;
  // pushed notifications arrive in the open list; their toasts would cover it
  useEffect(() => (opened ? whileListOpen() : undefined), [opened]);
  return (
    // the popover's target is the button itself (its aria-expanded belongs there, not on the badge's wrapper)
    <Indicator label={unread} size={18} disabled={unread === 0} offset={4}>
      <Popover
        opened={opened}
        onChange={(open) => (open ? undefined : close())}
        onClose={close}
        // focus moves into the list and, on Escape or a click outside, back to the bell
        trapFocus
        returnFocus
        width={380}
        position="bottom-end"
        shadow="md"
      >
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            size="lg"
            onClick={toggle}
            aria-label={unread ? notificationTexts.unread(unread) : notificationTexts.title}
          >
            <IconBell size={20} />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p={0}>
          <NotificationsList onOpen={close} />
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}
