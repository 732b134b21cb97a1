import { createFileRoute } from '@tanstack/react-router';
import { strictSearch } from '@/lib/strict-search';
import { page } from '@/app/route-options';
import { authPageDescriptions } from '@/features/auth/descriptions';
import { ForgotPasswordCompleteScreen } from '@/features/auth/ForgotPasswordCompleteScreen';
import { parseLinkSearch } from '@/features/auth/link-search';

export const Route = createFileRoute('/forgotPasswordComplete')({
  ...page('Ustaw nowe hasło', 'public', { description: authPageDescriptions.forgotPasswordComplete }),
  validateSearch: strictSearch(parseLinkSearch),
  component: function ForgotPasswordComplete() {
    const { email, token } = Route.useSearch();
    return <ForgotPasswordCompleteScreen email={email} token={token} />;
  },
});
