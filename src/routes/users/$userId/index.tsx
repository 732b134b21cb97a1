import { createFileRoute } from '@tanstack/react-router';
import { ADMIN } from '@/app/access';
import { ids, placeholder } from '@/app/route-options';

export const Route = createFileRoute('/users/$userId/')({ ...placeholder('Użytkownik', ADMIN), params: ids('userId') });
