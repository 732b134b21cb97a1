import { createFileRoute } from '@tanstack/react-router';
import { MANAGER } from '@/app/access';
import { placeholder } from '@/app/route-options';

export const Route = createFileRoute('/managerClients/create')(placeholder('Nowy klient', MANAGER));
