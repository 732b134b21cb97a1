import {
  ActionIcon,
  Avatar,
  Badge,
  Burger,
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
import { useDisclosure } from '@mantine/hooks';
import type { UserRole } from '@portal/sdk/model';
import { IconCalendar } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useSession, useSessionUser } from '../../lib/auth/session-context';
import type { Brand } from '../../lib/org/brand';
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

export interface AppHeaderProps {
  brand: Brand;
  /** Sign-in and forgot-password screens show only the logo. */
  logoOnly: boolean;
  roles: readonly UserRole[];
  isImpersonating: boolean;
  /** The notifications bell (the notifications feature). */
  bell?: ReactNode;
  /** The demo's "reset demo data" (absent outside the demo). */
  onResetDemo?: () => void;
}

export function AppHeader({ brand, logoOnly, roles, isImpersonating, bell, onResetDemo }: AppHeaderProps) {
  const session = useSession();
  const user = useSessionUser();
  const navigate = useNavigate();
  const [menuOpened, menu] = useDisclosure(false);
  // follows the system until the user picks one here; Mantine remembers the choice in this browser
  const { setColorScheme } = useMantineColorScheme();
  const dark = useComputedColorScheme('light') === 'dark';
  const signedIn = !logoOnly && user;

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        {signedIn && (
          <Burger hiddenFrom="sm" opened={menuOpened} onClick={menu.toggle} aria-label={texts.openMenu} size="sm" />
        )}
        <Link to="/" aria-label={texts.homeLink(brand.productName)} style={{ textDecoration: 'none' }}>
          <Group gap={8} wrap="nowrap">
            <Avatar color={brand.primaryColor} variant="filled" radius="sm" size={32} aria-hidden>
              <Mark text={brand.mark} />
            </Avatar>
            <Text fw={700} size="lg" className="portal-brand-name" visibleFrom="xs">
              {brand.productName}
            </Text>
          </Group>
        </Link>
      </Group>
      {signedIn && (
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
      )}
      <Drawer opened={menuOpened} onClose={menu.close} title={texts.menu} hiddenFrom="sm" size="xs">
        <Stack>
          <Link to="/yourProfile" onClick={menu.close}>
            {texts.profile}
          </Link>
          <Link to="/calendar" onClick={menu.close}>
            {texts.calendar}
          </Link>
          {isImpersonating && <UnstyledButton onClick={stopImpersonating}>{texts.endImpersonation}</UnstyledButton>}
          <OrganisationSelect />
          <NavigationMenu roles={roles} onNavigate={menu.close} />
          <UnstyledButton onClick={() => void session.signOut()}>{texts.signOut}</UnstyledButton>
        </Stack>
      </Drawer>
    </Group>
  );
}
