import { createFileRoute } from '@tanstack/react-router';
import { placeholder } from '../../app/route-options';

export const Route = createFileRoute('/landing/saas')(placeholder('Portal Klienta — SaaS', 'public'));
