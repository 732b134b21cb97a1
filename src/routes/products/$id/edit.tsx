import { createFileRoute } from '@tanstack/react-router';
import { ADMIN } from '@/app/access';
import { ids, page } from '@/app/route-options';
import { EditProductScreen } from '@/features/products/ProductFormPage';

export const Route = createFileRoute('/products/$id/edit')({
  ...page('Edycja produktu', ADMIN),
  params: ids('id'),
  loader: ({ context, params }) =>
    import('@/features/products/api').then((api) => api.loadProductForEdit(context.queryClient, params.id)),
  component: function EditProduct() {
    return <EditProductScreen id={Route.useParams().id} />;
  },
});
