import { createFileRoute } from '@tanstack/react-router';
import { strictSearch } from '@/lib/strict-search';
import { page } from '@/app/route-options';
import { authPageDescriptions } from '@/features/auth/descriptions';
import { ActivateScreen } from '@/features/auth/ActivateScreen';
import { parseLinkSearch } from '@/features/auth/link-search';

export const Route = createFileRoute('/activate')({
  ...page('Aktywacja konta', 'public', { description: authPageDescriptions.activate }),
  validateSearch: strictSearch(parseLinkSearch),
  component: function Activate() {
    const { email, token } = Route.useSearch();
    return <ActivateScreen email={email} token={token} />;
  },
});
