import { createFileRoute } from '@tanstack/react-router';
import { ADMIN } from '@/app/access';
import { page } from '@/app/route-options';
import { NewsFormScreen } from '@/features/news/form/NewsFormScreen';

export const Route = createFileRoute('/news/create')({
  ...page('Nowa aktualność', ADMIN),
  component: function CreateNews() {
    return <NewsFormScreen />;
  },
});
