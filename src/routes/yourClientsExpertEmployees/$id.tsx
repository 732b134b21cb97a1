import { createFileRoute } from '@tanstack/react-router';
import { PATRON } from '@/app/access';
import { ids, page } from '@/app/route-options';
import { ContactExpertScreen } from '@/features/users/experts/ContactExpertScreen';

export const Route = createFileRoute('/yourClientsExpertEmployees/$id')({
  ...page('Ekspert', PATRON),
  params: ids('id'),
  loader: ({ context, params }) =>
    import('@/features/users/experts/api').then((api) => api.loadContactExpert(context.queryClient, params.id)),
  component: function PatronClientsExpert() {
    return <ContactExpertScreen viewer="patron" id={Route.useParams().id} />;
  },
});
