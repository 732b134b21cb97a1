import { createFileRoute } from '@tanstack/react-router';
import { ADMIN } from '@/app/access';
import { page } from '@/app/route-options';
import { KpiSatisfactionScreen } from '@/features/satisfaction/KpiSatisfactionScreen';
import { kpiScoreList } from '@/features/satisfaction/list';

export const Route = createFileRoute('/kpi/satisfactionScores')({
  ...page('Oceny współpracy (KPI)', ADMIN),
  validateSearch: kpiScoreList.validateSearch,
  component: function KpiSatisfactionScores() {
    return <KpiSatisfactionScreen search={Route.useSearch()} />;
  },
});
