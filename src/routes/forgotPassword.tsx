import { createFileRoute } from '@tanstack/react-router';
import { strictSearch } from '@/lib/strict-search';
import { page } from '@/app/route-options';
import { authPageDescriptions } from '@/features/auth/descriptions';
import { ForgotPasswordScreen } from '@/features/auth/ForgotPasswordScreen';

export const Route = createFileRoute('/forgotPassword')({
  ...page('Nie pamiętam hasła', 'public', { description: authPageDescriptions.forgotPassword }),
  // the address, when the page is opened from a link that knows it
  validateSearch: strictSearch((raw): { email?: string } =>
    typeof raw.email === 'string' && raw.email.length <= 320 ? { email: raw.email } : {},
  ),
  component: function ForgotPassword() {
    return <ForgotPasswordScreen email={Route.useSearch().email} />;
  },
});
