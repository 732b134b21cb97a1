import { createFileRoute } from '@tanstack/react-router';
import { PATRON } from '@/app/access';
import { page } from '@/app/route-options';
import { ContactExpertsScreen } from '@/features/users/experts/ContactExpertsScreen';

export const Route = createFileRoute('/yourClientsExpertEmployees/')({
  ...page('Eksperci podopiecznych', PATRON),
  loader: ({ context }) =>
    import('@/features/users/experts/api').then((api) => context.queryClient.prefetchQuery(api.contactExpertsQuery())),
  component: function PatronClientsExperts() {
    return <ContactExpertsScreen viewer="patron" />;
  },
});
