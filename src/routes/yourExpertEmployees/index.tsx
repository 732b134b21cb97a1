import { createFileRoute } from '@tanstack/react-router';
import { EXPERT_OWNER } from '@/app/access';
import { placeholder } from '@/app/route-options';

export const Route = createFileRoute('/yourExpertEmployees/')(placeholder('Twoi eksperci', EXPERT_OWNER));
