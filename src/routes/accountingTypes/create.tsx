import { createFileRoute } from '@tanstack/react-router';
import { ADMIN_MANAGER } from '@/app/access';
import { page } from '@/app/route-options';
import { CreateAccountingTypeScreen } from '@/features/accounting-types/AccountingTypesScreen';

export const Route = createFileRoute('/accountingTypes/create')({
  ...page('Nowy typ księgowości', ADMIN_MANAGER),
  component: CreateAccountingTypeScreen,
});
