import { createFileRoute } from '@tanstack/react-router';
import { ADMIN } from '@/app/access';
import { page } from '@/app/route-options';
import { DepartmentsScreen } from '@/features/departments/DepartmentsScreen';

export const Route = createFileRoute('/departments')({
  ...page('Departamenty', ADMIN),
  loader: ({ context }) =>
    import('@/features/departments/api').then((api) => context.queryClient.ensureQueryData(api.departmentsQuery())),
  component: DepartmentsScreen,
});
