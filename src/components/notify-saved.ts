import { notifications } from '@mantine/notifications';
import { savedNoticeTitle } from './texts';

/**
 * The short confirmation that the server accepted a change: green, it closes by itself after the app's toast time
 * (3 s, spec 000 section 9, set once on the app's Notifications), as every other notice does.
 */
export function notifySaved(message: string, title = savedNoticeTitle) {
  notifications.show({ color: 'green', title, message });
}
