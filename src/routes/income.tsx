import { createFileRoute } from '@tanstack/react-router';
import { ADMIN_MANAGER } from '@/app/access';
import { page } from '@/app/route-options';
import { incomeSearchOptions } from '@/features/income/income-search';
import { IncomeScreen } from '@/features/income/IncomeScreen';

export const Route = createFileRoute('/income')({
  ...page('Przychody', ADMIN_MANAGER),
  ...incomeSearchOptions,
  loader: ({ context, deps }) =>
    import('@/features/income/api').then((api) => api.prefetchIncome(context.queryClient, deps)),
  component: function Income() {
    return <IncomeScreen search={Route.useSearch()} />;
  },
});
