import { createFileRoute } from '@tanstack/react-router';
import { ADMIN } from '@/app/access';
import { placeholder, routeParams } from '@/app/route-options';

export const Route = createFileRoute('/users/$name/$id/edit')({
  ...placeholder('Edycja użytkownika', ADMIN),
  params: routeParams({ name: 'text', id: 'id' }),
});
