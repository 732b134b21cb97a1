import { createFileRoute } from '@tanstack/react-router';
import { ids, placeholder } from '../../../app/route-options';

export const Route = createFileRoute('/news/summary/$id')({
  ...placeholder('Podsumowanie okresu', 'signedIn'),
  params: ids('id'),
});
