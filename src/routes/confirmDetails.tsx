import { createFileRoute } from '@tanstack/react-router';
import { placeholder } from '../app/route-options';

export const Route = createFileRoute('/confirmDetails')(placeholder('Uzupełnij dane', 'firstLogin'));
