import { createFileRoute } from '@tanstack/react-router';
import { PATRON } from '@/app/access';
import { placeholder } from '@/app/route-options';

export const Route = createFileRoute('/patronClients/create')(placeholder('Nowy podopieczny', PATRON));
