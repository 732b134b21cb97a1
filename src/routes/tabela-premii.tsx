import { createFileRoute } from '@tanstack/react-router';
import { STAFF } from '../app/access';
import { placeholder } from '../app/route-options';

export const Route = createFileRoute('/tabela-premii')(placeholder('Tabela premii', STAFF));
