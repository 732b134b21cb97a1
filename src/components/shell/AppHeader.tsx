import { Avatar, Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { useSession, useSessionUser } from '../../lib/auth/session-context';
import { config } from '../../lib/config';

export function AppHeader({ logoOnly }: { logoOnly: boolean }) {
  const session = useSession();
  const user = useSessionUser();
  const navigate = useNavigate();
  return (
    <Group h="100%" px="md" justify="space-between">
      <Link to="/" aria-label={`${config.productName} — strona główna`} style={{ textDecoration: 'none' }}>
        <Text fw={700} size="lg" c="blue.8">
          {config.productName}
        </Text>
      </Link>
      {!logoOnly && user && (
        <Menu position="bottom-end">
          <Menu.Target>
            <UnstyledButton aria-label="Menu użytkownika">
              <Group gap="xs">
                <Avatar radius="xl" size={32} name={user.name} color="initials" />
                <Text size="sm">{user.name}</Text>
              </Group>
            </UnstyledButton>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={() => navigate({ to: '/yourProfile' })}>Twój profil</Menu.Item>
            <Menu.Item onClick={() => void session.signOut()}>Wyloguj</Menu.Item>
          </Menu.Dropdown>
        </Menu>
      )}
    </Group>
  );
}
