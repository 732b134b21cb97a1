import { createFileRoute } from '@tanstack/react-router';
import { placeholder, uuids } from '../../app/route-options';

export const Route = createFileRoute('/checkout/$guid')({
  ...placeholder('Płatność', 'public'),
  params: uuids('guid'),
});
