import { createFileRoute } from '@tanstack/react-router';
import { ADMIN } from '@/app/access';
import { ids, page } from '@/app/route-options';
import { EditNewsScreen } from '@/features/news/form/NewsFormScreen';

export const Route = createFileRoute('/news/edit/$id')({
  ...page('Edycja aktualności', ADMIN),
  params: ids('id'),
  loader: ({ context, params }) =>
    import('@/features/news/admin/api').then((api) => api.loadNewsForEdit(context.queryClient, params.id)),
  component: function EditNews() {
    return <EditNewsScreen id={Route.useParams().id} />;
  },
});
