import { createFileRoute } from '@tanstack/react-router';
import { CLIENT } from '@/app/access';
import { page } from '@/app/route-options';
import { ContactExpertsScreen } from '@/features/users/experts/ContactExpertsScreen';

export const Route = createFileRoute('/clientExpertEmployees/')({
  ...page('Twoi eksperci', CLIENT),
  loader: ({ context }) =>
    import('@/features/users/experts/api').then((api) => context.queryClient.prefetchQuery(api.contactExpertsQuery())),
  component: function ClientExperts() {
    return <ContactExpertsScreen viewer="client" />;
  },
});
