import { createFileRoute } from '@tanstack/react-router';
import { ADMIN } from '@/app/access';
import { page } from '@/app/route-options';
import { CreateProductScreen } from '@/features/products/ProductFormPage';

export const Route = createFileRoute('/products/create')({
  ...page('Nowy produkt', ADMIN),
  loader: ({ context }) =>
    import('@/features/products/api').then((api) => context.queryClient.ensureQueryData(api.departmentsQuery())),
  component: CreateProductScreen,
});
