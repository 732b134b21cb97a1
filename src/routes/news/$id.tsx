import { createFileRoute } from '@tanstack/react-router';
import { ids, page } from '@/app/route-options';
import { NewsScreen } from '@/features/news/NewsScreen';

export const Route = createFileRoute('/news/$id')({
  ...page('Aktualność', 'signedIn'),
  params: ids('id'),
  loader: ({ context, params }) =>
    import('@/features/news/api').then((api) => api.prefetchNews(context.queryClient, params.id)),
  component: function NewsItem() {
    return <NewsScreen id={Route.useParams().id} />;
  },
});
