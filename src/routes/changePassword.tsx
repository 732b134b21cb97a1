import { createFileRoute } from '@tanstack/react-router';
import { page } from '@/app/route-options';
import { ChangePasswordScreen } from '@/features/auth/ChangePasswordScreen';

export const Route = createFileRoute('/changePassword')({
  ...page('Zmiana hasła', 'signedIn'),
  component: ChangePasswordScreen,
});
