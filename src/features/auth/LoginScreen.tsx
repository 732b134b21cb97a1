import { Button, Divider, Group, SimpleGrid, Text } from '@mantine/core';
import type { UserRole } from '@portal/sdk/model';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { capitalise, demoSignInRoles, roleLabels } from '@/copy/roles';
import type { DemoSession } from '@/lib/auth/demo-session';
import { useSession } from '@/lib/auth/session-context';
import { AnchorLink } from '@/components/links';
import { DemoPasswordSignIn } from './DemoPasswordSignIn';
import { PublicCard } from './PublicCard';
import { authTexts } from './texts';

/** Sign-in: with the OpenID provider, or in the demo one button per role (and `?demoRole=<Role>` for scripts). */
export default function LoginScreen({ demoRole }: { demoRole?: UserRole }) {
  const session = useSession();
  const navigate = useNavigate();

  const signInAs = (role: UserRole) => {
    const path = (session as DemoSession).signInAs(role);
    void navigate({ href: path, replace: true });
  };

  useEffect(() => {
    if (session.kind === 'demo' && demoRole) signInAs(demoRole);
    // signInAs only navigates; run once per requested role
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [demoRole, session.kind]);

  return (
    <PublicCard title={authTexts.title}>
      {session.kind === 'demo' ? (
        <>
          <Text c="dimmed">{authTexts.demoIntro}</Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {demoSignInRoles.map((role) => (
              <Button key={role} variant="light" onClick={() => signInAs(role)}>
                {capitalise(roleLabels[role])}
              </Button>
            ))}
          </SimpleGrid>
          <Divider />
          <DemoPasswordSignIn session={session as DemoSession} />
        </>
      ) : (
        <Button onClick={() => void session.signIn('/')}>{authTexts.signIn}</Button>
      )}
      <Group justify="space-between" gap="xs">
        <Text size="sm">
          {authTexts.noAccount} <AnchorLink to="/register">{authTexts.register}</AnchorLink>
        </Text>
        <AnchorLink to="/forgotPassword" size="sm">
          {authTexts.forgotPassword}
        </AnchorLink>
      </Group>
    </PublicCard>
  );
}
