import { createFileRoute } from '@tanstack/react-router';
import { placeholder } from '../app/route-options';

export const Route = createFileRoute('/polityka-prywatnosci')(
  placeholder('Polityka prywatności i regulamin', 'public'),
);
