import { createFileRoute } from '@tanstack/react-router';
import { page } from '@/app/route-options';
import { EditOwnProfileScreen } from '@/features/profile/EditProfileScreen';

export const Route = createFileRoute('/editProfile')({
  ...page('Edycja profilu', 'signedIn'),
  loader: ({ context }) => import('@/features/profile/api').then((api) => api.loadProfileForEdit(context)),
  component: function EditProfile() {
    const { profile } = Route.useRouteContext();
    return profile && <EditOwnProfileScreen id={profile.id} />;
  },
});
