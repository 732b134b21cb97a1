import { createFileRoute } from '@tanstack/react-router';
import { CLIENT } from '@/app/access';
import { page } from '@/app/route-options';
import { ReportCaseScreen } from '@/features/cases/forms/ReportCaseScreen';

export const Route = createFileRoute('/yourCases/add')({
  ...page('Zgłoś nową sprawę', CLIENT),
  loader: ({ context }) => import('@/features/cases/api').then((api) => api.prefetchCaseForm(context)),
  component: ReportCaseScreen,
});
