import { createFileRoute } from '@tanstack/react-router';
import { page } from '@/app/route-options';
import { YourProfileScreen } from '@/features/profile/YourProfileScreen';

export const Route = createFileRoute('/yourProfile')({
  ...page('Twój profil', 'signedIn'),
  component: function YourProfile() {
    const { profile } = Route.useRouteContext();
    return profile && <YourProfileScreen user={profile} />;
  },
});
