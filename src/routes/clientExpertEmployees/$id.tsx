import { createFileRoute } from '@tanstack/react-router';
import { CLIENT } from '@/app/access';
import { ids, page } from '@/app/route-options';
import { ContactExpertScreen } from '@/features/users/experts/ContactExpertScreen';

export const Route = createFileRoute('/clientExpertEmployees/$id')({
  ...page('Ekspert', CLIENT),
  params: ids('id'),
  loader: ({ context, params }) =>
    import('@/features/users/experts/api').then((api) => api.loadContactExpert(context.queryClient, params.id)),
  component: function ClientExpert() {
    return <ContactExpertScreen viewer="client" id={Route.useParams().id} />;
  },
});
