import { createFileRoute } from '@tanstack/react-router';
import { ADMIN } from '@/app/access';
import { placeholder } from '@/app/route-options';

export const Route = createFileRoute('/kpi/aiUsage')(placeholder('KPI — Wykorzystanie AI', ADMIN));
