import { createFileRoute } from '@tanstack/react-router';
import { ADMIN_MANAGER } from '@/app/access';
import { page } from '@/app/route-options';
import { AccountingTypesScreen } from '@/features/accounting-types/AccountingTypesScreen';

export const Route = createFileRoute('/accountingTypes/')({
  ...page('Typy księgowości', ADMIN_MANAGER),
  loader: ({ context }) =>
    import('@/features/accounting-types/api').then((api) =>
      context.queryClient.ensureQueryData(api.accountingTypesQuery()),
    ),
  component: AccountingTypesScreen,
});
