// The shell's parts for a signed-in user, in their own chunk: the sign-in page loads none of them (menus, drawer,
// selects, the bell, the profile and the notification hub).
import type { ApplicationUser } from '@portal/sdk/model';
import { useRouteContext } from '@tanstack/react-router';
import { HeaderControls } from '@/components/shell/HeaderControls';
import { NavigationMenu } from '@/components/shell/NavigationMenu';
import { NotificationBell } from '@/features/notifications/NotificationBell';
import { useSession } from '@/lib/auth/session-context';
import { useCurrentProfile, useSignedInProfile } from '@/lib/auth/use-current-profile';
import { apiBaseUrl } from '@/lib/http/configure-http';
import { useNotificationHub } from '@/lib/realtime/use-notification-hub';
import { realtimeRegistrations } from './realtime';
import { fullName } from '@/copy/people';

export function SignedInHeader({ menuOpened, onCloseMenu }: { menuOpened: boolean; onCloseMenu: () => void }) {
  const { roles, profile, isImpersonating } = useCurrentProfile();
  const own = useSignedInProfile();
  const { demo } = useRouteContext({ from: '__root__' });
  return (
    <HeaderControls
      roles={roles}
      profile={own}
      firstLogin={firstLoginPending(profile)}
      impersonated={isImpersonating ? { name: profile ? fullName(profile) : '' } : undefined}
      bell={<NotificationBell />}
      menuOpened={menuOpened}
      onCloseMenu={onCloseMenu}
      onResetDemo={
        demo &&
        (async () => {
          await demo.reset();
          window.location.assign('/');
        })
      }
    />
  );
}

/**
 * The menu, once the user's roles are known: not a few entries first and the rest when the profile arrives. None
 * while the first-login data is not filled: every entry would lead back to the wizard.
 */
export function SignedInNavigation() {
  const { roles, profile, loading } = useCurrentProfile();
  return loading || firstLoginPending(profile) ? null : <NavigationMenu roles={roles} />;
}

/** The acting user's first-login data is not filled yet (the access guard sends every signed-in page to the wizard). */
const firstLoginPending = (profile: ApplicationUser | undefined) => profile?.isFirstLoginDataFilled === false;

/** Keeps the notification hub connected while a user is signed in. */
export function NotificationHub() {
  const session = useSession();
  const { realtime, backend } = useRouteContext({ from: '__root__' });
  useNotificationHub({
    enabled: realtime,
    backend,
    baseUrl: apiBaseUrl(),
    getAccessToken: session.getAccessToken,
    registrations: realtimeRegistrations,
  });
  return null;
}
