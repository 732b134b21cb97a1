import { notifications } from '@mantine/notifications';
import { savedNoticeTitle } from './texts';

/** The short confirmation that the server accepted a change: green, it closes by itself. */
export function notifySaved(message: string, title = savedNoticeTitle) {
  notifications.show({ color: 'green', title, message, autoClose: 4000 });
}
