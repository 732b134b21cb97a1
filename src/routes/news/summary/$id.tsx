import { createFileRoute } from '@tanstack/react-router';
import { ids, page } from '@/app/route-options';
import { NewsScreen } from '@/features/news/NewsScreen';

export const Route = createFileRoute('/news/summary/$id')({
  ...page('Podsumowanie okresu', 'signedIn'),
  params: ids('id'),
  loader: ({ context, params }) =>
    import('@/features/news/api').then((api) => api.prefetchNews(context.queryClient, params.id)),
  component: function NewsSummary() {
    return <NewsScreen id={Route.useParams().id} />;
  },
});
