import { createFileRoute } from '@tanstack/react-router';
import { page } from '@/app/route-options';
import { newsList } from '@/features/news/list';
import { NewsListScreen } from '@/features/news/NewsListScreen';

export const Route = createFileRoute('/news/')({
  ...page('Aktualności', 'signedIn'),
  validateSearch: newsList.validateSearch,
  loaderDeps: newsList.loaderDeps,
  loader: ({ context, deps }) =>
    import('@/features/news/api').then((api) =>
      context.queryClient.prefetchQuery(api.newsListQuery(newsList.params(deps))),
    ),
  component: function News() {
    return <NewsListScreen search={Route.useSearch()} />;
  },
});
