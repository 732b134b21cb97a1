import {
  ActionIcon,
  Avatar,
  Badge,
  Button,
  Drawer,
  Group,
  Menu,
  NavLink,
  Stack,
  Text,
  UnstyledButton,
  useComputedColorScheme,
  useMantineColorScheme,
} from '@mantine/core';
import type { ApplicationUser, UserRole } from '@portal/sdk/model';
import { IconCalendar } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { fullName } from '@/copy/people';
import { UserAvatar } from '@/components/users/UserAvatar';
import { useSession, useSessionUser } from '@/lib/auth/session-context';
import { endImpersonation } from '@/lib/org/organisation';
import { initialsOf, Mark } from './Mark';
import { NavigationMenu } from './NavigationMenu';
import { OrganisationSelect } from './OrganisationSelect';
import { shellTexts } from './texts';

const texts = shellTexts.header;

/** Ends impersonation and reloads the root page, so every screen and cache starts again as the signed-in user. */
function stopImpersonating() {
  endImpersonation();
  window.location.assign('/');
}

export interface HeaderControlsProps {
  roles: readonly UserRole[];
  /** The signed-in user's own profile: their name and picture (the session's name until it loads). */
  profile?: ApplicationUser;
  /**
   * The first-login data is not filled: every screen leads back to the wizard, so no menu, calendar, bell or
   * profile link; the user menu keeps what still works (the colour scheme, sign-out).
   */
  firstLogin?: boolean;
  /** While impersonating: whose portal this is (the name is empty until their profile has loaded). */
  impersonated?: { name: string };
  /** The notifications bell (the notifications feature). */
  bell?: ReactNode;
  /** The demo's "reset demo data" (absent outside the demo). */
  onResetDemo?: () => void;
  /** The mobile menu (a drawer), opened by the header's burger. */
  menuOpened: boolean;
  onCloseMenu: () => void;
}

/**
 * The signed-in user's part of the header: the impersonation indicator, the organisation selector, the calendar,
 * the bell and the user menu, and the mobile menu with the same choices and the navigation.
 */
export function HeaderControls({
  roles,
  profile,
  firstLogin = false,
  impersonated,
  bell,
  onResetDemo,
  menuOpened,
  onCloseMenu,
}: HeaderControlsProps) {
  const session = useSession();
  const user = useSessionUser();
  const navigate = useNavigate();
  // follows the system until the user picks one here; Mantine remembers the choice in this browser
  const { setColorScheme } = useMantineColorScheme();
  const dark = useComputedColorScheme('light') === 'dark';
  if (!user) return null;
  // a new account has no name until the wizard saves one: its e-mail meanwhile
  const name = (profile && fullName(profile).trim()) || user.name || profile?.email || '';
  const person = { firstName: name, lastName: '', profileImageId: profile?.profileImageId };

  return (
    <>
      <Group gap="sm" wrap="nowrap">
        {impersonated && (
          <Group gap={6} wrap="nowrap">
            <Badge color="orange" variant="filled">
              {texts.impersonating}
            </Badge>
            {impersonated.name && (
              <Group gap={6} wrap="nowrap" visibleFrom="sm">
                <Avatar radius="xl" size={24} name={impersonated.name} color="initials" aria-hidden>
                  <Mark text={initialsOf(impersonated.name)} />
                </Avatar>
                <Text size="sm" fw={600}>
                  {impersonated.name}
                </Text>
              </Group>
            )}
          </Group>
        )}
        <Group gap="sm" visibleFrom="sm" wrap="nowrap">
          {impersonated && (
            <Button size="compact-xs" variant="default" onClick={stopImpersonating}>
              {texts.endImpersonation}
            </Button>
          )}
          {!firstLogin && (
            <>
              <OrganisationSelect />
              <ActionIcon component={Link} to="/calendar" variant="subtle" size="lg" aria-label={texts.calendar}>
                <IconCalendar size={20} />
              </ActionIcon>
            </>
          )}
        </Group>
        {!firstLogin && bell}
        <Menu position="bottom-end">
          <Menu.Target>
            <UnstyledButton aria-label={texts.userMenu(name)}>
              <Group gap="xs" wrap="nowrap">
                <UserAvatar person={person} size={32} decorative />
                <Text size="sm" visibleFrom="md">
                  {name}
                </Text>
              </Group>
            </UnstyledButton>
          </Menu.Target>
          <Menu.Dropdown>
            {!firstLogin && <Menu.Item onClick={() => navigate({ to: '/yourProfile' })}>{texts.profile}</Menu.Item>}
            <Menu.Item onClick={() => setColorScheme(dark ? 'light' : 'dark')}>
              {dark ? texts.lightScheme : texts.darkScheme}
            </Menu.Item>
            {onResetDemo && <Menu.Item onClick={onResetDemo}>{texts.resetDemo}</Menu.Item>}
            <Menu.Item onClick={() => void session.signOut()}>{texts.signOut}</Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
      <Drawer opened={menuOpened} onClose={onCloseMenu} title={texts.menu} hiddenFrom="sm" size="xs">
        <Stack gap="sm">
          {impersonated?.name && (
            <Text size="sm">
              {texts.impersonating}: <b>{impersonated.name}</b>
            </Text>
          )}
          {!firstLogin && (
            <>
              <OrganisationSelect label={texts.organisation} />
              {/* the same entries as the side menu (the calendar among them), then the user's own */}
              <NavigationMenu roles={roles} onNavigate={onCloseMenu} />
            </>
          )}
          <Stack gap={2}>
            {!firstLogin && <NavLink component={Link} to="/yourProfile" label={texts.profile} onClick={onCloseMenu} />}
            {impersonated && <NavLink component="button" label={texts.endImpersonation} onClick={stopImpersonating} />}
            <NavLink component="button" label={texts.signOut} onClick={() => void session.signOut()} />
          </Stack>
        </Stack>
      </Drawer>
    </>
  );
}
