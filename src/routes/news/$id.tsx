import { createFileRoute } from '@tanstack/react-router';
import { ids, placeholder } from '../../app/route-options';

export const Route = createFileRoute('/news/$id')({ ...placeholder('Aktualność', 'signedIn'), params: ids('id') });
