import { randomId } from '@mantine/hooks';
import { notifications, notificationsStore } from '@mantine/notifications';
import type { Notification } from '@portal/sdk/model';
import { describeNotification } from '@/copy/notifications';
import { inOrganisationContext } from '@/lib/org/organisation';
import { notificationTexts } from './texts';

/** Spec 000 section 9: at most 3 toasts at a time (the app's Notifications container shows no more). */
const AT_ONCE = 3;
/** The ids of pushed notifications' toasts start so; the toast of a burst has its own. */
const PUSHED = 'pushed-';
const BURST = `${PUSHED}burst`;

let listOpen = false;
/** How many pushes the burst's toast counts (while it is up). */
let burstCount = 0;

/** The pushed notifications' toasts up or waiting for their turn. */
function pushedToasts() {
  const { notifications: shown, queue } = notificationsStore.getState();
  return [...shown, ...queue].filter((toast) => toast.id?.startsWith(PUSHED));
}

const hidePushedToasts = () => pushedToasts().forEach((toast) => notifications.hide(toast.id!));

/**
 * A pushed notification's toast (3 s, spec 000 section 9). Up to 3 come one by one; another while they are up
 * turns them into one toast counting the burst ("Masz 40 nowych powiadomień"), which later pushes update: a burst
 * is one toast for a few seconds, not a queue of 40 shown 3 at a time for 40 s. None while the notification list is
 * open: the push appears in the list itself, which a toast would cover (on a phone the list takes the screen).
 */
export function toastNotification(notification: Notification) {
  if (listOpen) return;
  const pushed = pushedToasts();
  if (pushed.some((toast) => toast.id === BURST)) {
    burstCount += 1;
    notifications.update({ id: BURST, message: notificationTexts.burst(burstCount) });
  } else if (pushed.length < AT_ONCE) {
    const id = `${PUSHED}${notification.id ?? randomId()}`;
    notifications.show({ id, ...describeNotification(notification, inOrganisationContext()) });
  } else {
    hidePushedToasts();
    burstCount = pushed.length + 1;
    notifications.show({ id: BURST, message: notificationTexts.burst(burstCount) });
  }
}

/** While the notification list is open (an effect of the bell's): no pushed toast covers it. */
export function whileListOpen() {
  listOpen = true;
  hidePushedToasts();
  return () => {
    listOpen = false;
  };
}
