import { createFileRoute } from '@tanstack/react-router';
import { page } from '@/app/route-options';
import { NewsListScreen } from '@/features/news/NewsListScreen';

export const Route = createFileRoute('/news/')({
  ...page('Aktualności', 'signedIn'),
  validateSearch: (raw: Record<string, unknown>): { page?: number } => {
    const value = Number(raw.page);
    return Number.isInteger(value) && value > 1 && value < 10_000 ? { page: value } : {};
  },
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: ({ context, deps }) =>
    import('@/features/news/api').then((api) => context.queryClient.prefetchQuery(api.newsListQuery(deps.page))),
  component: function News() {
    return <NewsListScreen page={Route.useSearch().page ?? 1} />;
  },
});
