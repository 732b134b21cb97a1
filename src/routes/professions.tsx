import { createFileRoute } from '@tanstack/react-router';
import { ADMIN_MANAGER } from '@/app/access';
import { page } from '@/app/route-options';
import { ProfessionsScreen } from '@/features/professions/ProfessionsScreen';

export const Route = createFileRoute('/professions')({
  ...page('Zawody', ADMIN_MANAGER),
  loader: ({ context }) =>
    import('@/features/professions/api').then((api) => context.queryClient.ensureQueryData(api.professionsQuery())),
  component: ProfessionsScreen,
});
