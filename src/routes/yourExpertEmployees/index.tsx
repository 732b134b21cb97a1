import { createFileRoute } from '@tanstack/react-router';
import { EXPERT_OWNER } from '@/app/access';
import { page } from '@/app/route-options';
import { YourExpertEmployeesScreen } from '@/features/users/experts/YourExpertEmployeesScreen';

export const Route = createFileRoute('/yourExpertEmployees/')({
  ...page('Twoi eksperci', EXPERT_OWNER),
  loader: ({ context }) =>
    import('@/features/users/experts/api').then((api) =>
      context.queryClient.prefetchQuery(api.yourExpertEmployeesQuery()),
    ),
  component: YourExpertEmployeesScreen,
});
