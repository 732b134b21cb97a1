import { createFileRoute } from '@tanstack/react-router';
import { CLIENT } from '@/app/access';
import { placeholder } from '@/app/route-options';

export const Route = createFileRoute('/clientExpertEmployees/')(placeholder('Twoi eksperci', CLIENT));
