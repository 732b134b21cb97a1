import {
  ActionIcon,
  Avatar,
  Badge,
  Button,
  Drawer,
  Group,
  Menu,
  Stack,
  Text,
  UnstyledButton,
  useComputedColorScheme,
  useMantineColorScheme,
} from '@mantine/core';
import type { UserRole } from '@portal/sdk/model';
import { IconCalendar } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useSession, useSessionUser } from '../../lib/auth/session-context';
import { endImpersonation } from '../../lib/org/organisation';
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
  isImpersonating: boolean;
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
  isImpersonating,
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

  return (
    <>
      <Group gap="sm" wrap="nowrap">
        {isImpersonating && (
          <Badge color="orange" variant="filled">
            {texts.impersonating}
          </Badge>
        )}
        <Group gap="sm" visibleFrom="sm" wrap="nowrap">
          {isImpersonating && (
            <Button size="compact-xs" variant="default" onClick={stopImpersonating}>
              {texts.endImpersonation}
            </Button>
          )}
          <OrganisationSelect />
          <ActionIcon component={Link} to="/calendar" variant="subtle" size="lg" aria-label={texts.calendar}>
            <IconCalendar size={20} />
          </ActionIcon>
        </Group>
        {bell}
        <Menu position="bottom-end">
          <Menu.Target>
            <UnstyledButton aria-label={texts.userMenu(user.name)}>
              <Group gap="xs" wrap="nowrap">
                <Avatar radius="xl" size={32} name={user.name} color="initials" aria-hidden>
                  <Mark text={initialsOf(user.name)} />
                </Avatar>
                <Text size="sm" visibleFrom="md">
                  {user.name}
                </Text>
              </Group>
            </UnstyledButton>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={() => navigate({ to: '/yourProfile' })}>{texts.profile}</Menu.Item>
            <Menu.Item onClick={() => setColorScheme(dark ? 'light' : 'dark')}>
              {dark ? texts.lightScheme : texts.darkScheme}
            </Menu.Item>
            {onResetDemo && <Menu.Item onClick={onResetDemo}>{texts.resetDemo}</Menu.Item>}
            <Menu.Item onClick={() => void session.signOut()}>{texts.signOut}</Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
      <Drawer opened={menuOpened} onClose={onCloseMenu} title={texts.menu} hiddenFrom="sm" size="xs">
        <Stack>
          <Link to="/yourProfile" onClick={onCloseMenu}>
            {texts.profile}
          </Link>
          <Link to="/calendar" onClick={onCloseMenu}>
            {texts.calendar}
          </Link>
          {isImpersonating && <UnstyledButton onClick={stopImpersonating}>{texts.endImpersonation}</UnstyledButton>}
          <OrganisationSelect />
          <NavigationMenu roles={roles} onNavigate={onCloseMenu} />
          <UnstyledButton onClick={() => void session.signOut()}>{texts.signOut}</UnstyledButton>
        </Stack>
      </Drawer>
    </>
  );
}
