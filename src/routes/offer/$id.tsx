import { createFileRoute } from '@tanstack/react-router';
import { ids, placeholder } from '../../app/route-options';

export const Route = createFileRoute('/offer/$id')({ ...placeholder('Oferta', 'signedIn'), params: ids('id') });
