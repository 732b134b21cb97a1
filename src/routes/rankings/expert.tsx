import { createFileRoute } from '@tanstack/react-router';
import { RANKINGS } from '@/app/access';
import { placeholder } from '@/app/route-options';

export const Route = createFileRoute('/rankings/expert')(placeholder('Ranking ekspertów', RANKINGS));
