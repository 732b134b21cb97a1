import { createFileRoute } from '@tanstack/react-router';
import { ADMIN } from '@/app/access';
import { page } from '@/app/route-options';
import { parseNewsAdminSearch } from '@/features/news/admin/list-search';
import { NewsAdminScreen } from '@/features/news/admin/NewsAdminScreen';

export const Route = createFileRoute('/newsAdmin')({
  ...page('Aktualności — zarządzanie', ADMIN),
  validateSearch: parseNewsAdminSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    import('@/features/news/admin/api').then((api) => context.queryClient.prefetchQuery(api.newsAdminListQuery(deps))),
  component: function NewsAdmin() {
    return <NewsAdminScreen search={Route.useSearch()} />;
  },
});
