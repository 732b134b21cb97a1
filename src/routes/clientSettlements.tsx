import { createFileRoute } from '@tanstack/react-router';
import { ADMIN_MANAGER } from '@/app/access';
import { page } from '@/app/route-options';
import { ClientSettlementsScreen } from '@/features/settlements/clients/ClientSettlementsScreen';

export const Route = createFileRoute('/clientSettlements')({
  ...page('Rozliczenia klientów', ADMIN_MANAGER),
  component: ClientSettlementsScreen,
});
