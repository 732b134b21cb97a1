import { createFileRoute } from '@tanstack/react-router';
import { placeholder } from '../../app/route-options';

export const Route = createFileRoute('/terms/pierwszy-miesiac-za-zlotowke')(
  placeholder('Regulamin promocji „Pierwszy miesiąc za złotówkę”', 'public'),
);
