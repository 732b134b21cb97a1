import { createFileRoute } from '@tanstack/react-router';
import dayjs from 'dayjs';
import { ADMIN_MANAGER } from '@/app/access';
import { page } from '@/app/route-options';
import { readQueryValue } from '@/components/lists/list-search';
import { ManagerReportsScreen } from '@/features/manager-reports/ManagerReportsScreen';
import { strictSearch } from '@/lib/strict-search';

/** `?day=YYYY-MM-DD`: a real day, else today's. */
const validateSearch = strictSearch((raw): { day?: string } => ({
  day: readQueryValue({ type: 'string', format: 'date' }, raw.day) as string | undefined,
}));

export const Route = createFileRoute('/managerReports')({
  ...page('Raporty managerów', ADMIN_MANAGER),
  validateSearch,
  loaderDeps: ({ search }) => ({ day: search.day }),
  loader: ({ context, deps }) =>
    import('@/features/manager-reports/api').then((api) =>
      api.prefetchDay(context.queryClient, context.profile, deps.day ?? dayjs().format('YYYY-MM-DD')),
    ),
  component: function ManagerReports() {
    return <ManagerReportsScreen day={Route.useSearch().day} />;
  },
});
