import { createFileRoute } from '@tanstack/react-router';
import { CLIENT } from '../../app/access';
import { page } from '../../app/route-options';
import { prefetchCaseForm } from '../../features/cases/api';
import { ReportCaseScreen } from '../../features/cases/forms/ReportCaseScreen';

export const Route = createFileRoute('/yourCases/add')({
  ...page('Zgłoś nową sprawę', CLIENT),
  loader: ({ context }) => prefetchCaseForm(context),
  component: ReportCaseScreen,
});
