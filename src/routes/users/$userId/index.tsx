import { createFileRoute } from '@tanstack/react-router';
import { ADMIN } from '@/app/access';
import { ids, page } from '@/app/route-options';
import { UserDetailsScreen } from '@/features/users/details/UserDetailsScreen';

export const Route = createFileRoute('/users/$userId/')({
  ...page('Użytkownik', ADMIN),
  params: ids('userId'),
  loader: ({ context, params }) =>
    import('@/features/users/details/api').then((api) => api.prefetchUser(context.queryClient, params.userId)),
  component: function UserDetails() {
    return <UserDetailsScreen id={Route.useParams().userId} />;
  },
});
