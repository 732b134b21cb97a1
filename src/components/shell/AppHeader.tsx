import { ActionIcon, Avatar, Badge, Burger, Drawer, Group, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { UserRole } from '@portal/sdk/model';
import { IconCalendar } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useSession, useSessionUser } from '../../lib/auth/session-context';
import type { Brand } from '../../lib/org/brand';
import { NavigationMenu } from './NavigationMenu';
import { OrganisationSelect } from './OrganisationSelect';

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
  const signedIn = !logoOnly && user;

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        {signedIn && (
          <Burger hiddenFrom="sm" opened={menuOpened} onClick={menu.toggle} aria-label="Otwórz menu" size="sm" />
        )}
        <Link to="/" aria-label={`${brand.productName} — strona główna`} style={{ textDecoration: 'none' }}>
          <Group gap={8} wrap="nowrap">
            <Avatar color={brand.primaryColor} variant="filled" radius="sm" size={32}>
              {brand.mark}
            </Avatar>
            <Text fw={700} size="lg" c={`${brand.primaryColor}.8`} visibleFrom="xs">
              {brand.productName}
            </Text>
          </Group>
        </Link>
      </Group>
      {signedIn && (
        <Group gap="sm" wrap="nowrap">
          {isImpersonating && (
            <Badge color="orange" variant="filled">
              Tryb impersonacji
            </Badge>
          )}
          <Group gap="sm" visibleFrom="sm" wrap="nowrap">
            <OrganisationSelect />
            <ActionIcon component={Link} to="/calendar" variant="subtle" size="lg" aria-label="Kalendarz">
              <IconCalendar size={20} />
            </ActionIcon>
          </Group>
          {bell}
          <Menu position="bottom-end">
            <Menu.Target>
              <UnstyledButton aria-label="Menu użytkownika">
                <Group gap="xs" wrap="nowrap">
                  <Avatar radius="xl" size={32} name={user.name} color="initials" />
                  <Text size="sm" visibleFrom="md">
                    {user.name}
                  </Text>
                </Group>
              </UnstyledButton>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={() => navigate({ to: '/yourProfile' })}>Twój profil</Menu.Item>
              {onResetDemo && <Menu.Item onClick={onResetDemo}>Przywróć dane demonstracyjne</Menu.Item>}
              <Menu.Item onClick={() => void session.signOut()}>Wyloguj</Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      )}
      <Drawer opened={menuOpened} onClose={menu.close} title="Menu" hiddenFrom="sm" size="xs">
        <Stack>
          <Link to="/yourProfile" onClick={menu.close}>
            Twój profil
          </Link>
          <Link to="/calendar" onClick={menu.close}>
            Kalendarz
          </Link>
          <OrganisationSelect />
          <NavigationMenu roles={roles} onNavigate={menu.close} />
          <UnstyledButton onClick={() => void session.signOut()}>Wyloguj</UnstyledButton>
        </Stack>
      </Drawer>
    </Group>
  );
}
