import { createFileRoute } from '@tanstack/react-router';
import { ADMIN_MANAGER } from '../app/access';
import { page } from '../app/route-options';
import { professionsQuery } from '../features/professions/api';
import { ProfessionsScreen } from '../features/professions/ProfessionsScreen';

export const Route = createFileRoute('/professions')({
  ...page('Zawody', ADMIN_MANAGER),
  loader: ({ context }) => context.queryClient.ensureQueryData(professionsQuery()),
  component: ProfessionsScreen,
});
