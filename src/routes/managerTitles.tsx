import { createFileRoute } from '@tanstack/react-router';
import { ADMIN_MANAGER } from '@/app/access';
import { page } from '@/app/route-options';
import { ManagerTitlesScreen } from '@/features/manager-titles/ManagerTitlesScreen';

export const Route = createFileRoute('/managerTitles')({
  ...page('Tytuły managerów', ADMIN_MANAGER),
  loader: ({ context }) =>
    import('@/features/manager-titles/api').then((api) =>
      context.queryClient.ensureQueryData(api.managerTitlesQuery()),
    ),
  component: ManagerTitlesScreen,
});
