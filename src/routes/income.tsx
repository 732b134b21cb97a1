import { createFileRoute } from '@tanstack/react-router';
import { ADMIN_MANAGER } from '@/app/access';
import { page } from '@/app/route-options';
import { IncomeScreen } from '@/features/income/IncomeScreen';
import { incomeList } from '@/features/income/list';

export const Route = createFileRoute('/income')({
  ...page('Przychody', ADMIN_MANAGER),
  validateSearch: incomeList.validateSearch,
  loaderDeps: incomeList.loaderDeps,
  loader: ({ context, deps }) =>
    import('@/features/income/api').then((api) => api.prefetchIncome(context.queryClient, deps)),
  component: function Income() {
    return <IncomeScreen search={Route.useSearch()} />;
  },
});
