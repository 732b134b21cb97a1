import { Alert, Loader, Stack } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useSession } from '@/lib/auth/session-context';
import { shellTexts } from './texts';

/** Where the OpenID provider sends the browser back: finish sign-in, then go to the remembered path. */
export default function SignInCallback() {
  const session = useSession();
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    session.completeSignIn().then(
      (path) => navigate({ href: path, replace: true }),
      () => setFailed(true),
    );
  }, [session, navigate]);
  return (
    <Stack align="center" py="xl">
      {failed ? (
        <Alert color="red" title={shellTexts.signInFailed.title}>
          {shellTexts.signInFailed.message}
        </Alert>
      ) : (
        <Loader />
      )}
    </Stack>
  );
}
