import { createFileRoute } from '@tanstack/react-router';
import { ADMIN } from '@/app/access';
import { page } from '@/app/route-options';
import { ProductsScreen } from '@/features/products/ProductsScreen';

export const Route = createFileRoute('/products/')({
  ...page('Produkty', ADMIN),
  loader: ({ context }) =>
    import('@/features/products/api').then((api) => context.queryClient.ensureQueryData(api.productsQuery())),
  component: ProductsScreen,
});
