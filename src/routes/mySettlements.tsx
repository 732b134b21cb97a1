import { createFileRoute } from '@tanstack/react-router';
import { CLIENT } from '../app/access';
import { placeholder } from '../app/route-options';

export const Route = createFileRoute('/mySettlements')(placeholder('Twoje rozliczenia', CLIENT));
