import { createFileRoute } from '@tanstack/react-router';
import { ADMIN_MANAGER } from '@/app/access';
import { page } from '@/app/route-options';
import { reportingList } from '@/features/reporting/list';
import { ReportingScreen } from '@/features/reporting/ReportingScreen';

export const Route = createFileRoute('/reporting')({
  ...page('Raporty', ADMIN_MANAGER),
  validateSearch: reportingList.validateSearch,
  loaderDeps: reportingList.loaderDeps,
  loader: ({ context, deps }) =>
    import('@/features/reporting/api').then((api) => api.prefetchReporting(context.queryClient, deps, context.profile)),
  component: function Reporting() {
    return <ReportingScreen search={Route.useSearch()} />;
  },
});
