import { createFileRoute } from '@tanstack/react-router';
import SignInCallback from '@/components/shell/SignInCallback';

/** Where the OpenID provider sends the browser back after sign-in (not a screen of the spec's route table). */
export const Route = createFileRoute('/signin-callback')({
  staticData: { title: 'Logowanie' },
  component: SignInCallback,
});
