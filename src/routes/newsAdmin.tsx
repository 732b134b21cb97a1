import { createFileRoute } from '@tanstack/react-router';
import { ADMIN } from '@/app/access';
import { page } from '@/app/route-options';
import { newsAdminList } from '@/features/news/admin/list';
import { NewsAdminScreen } from '@/features/news/admin/NewsAdminScreen';

export const Route = createFileRoute('/newsAdmin')({
  ...page('Aktualności — zarządzanie', ADMIN),
  validateSearch: newsAdminList.validateSearch,
  loaderDeps: newsAdminList.loaderDeps,
  loader: ({ context, deps }) =>
    import('@/features/news/admin/api').then((api) =>
      context.queryClient.prefetchQuery(api.newsAdminListQuery(newsAdminList.params(deps))),
    ),
  component: function NewsAdmin() {
    return <NewsAdminScreen search={Route.useSearch()} />;
  },
});
