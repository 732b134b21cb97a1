import { createFileRoute } from '@tanstack/react-router';
import { ADMIN_MANAGER } from '../../../app/access';
import { ids, placeholder } from '../../../app/route-options';

export const Route = createFileRoute('/cases/$caseId/offer')({
  ...placeholder('Oferta', ADMIN_MANAGER),
  params: ids('caseId'),
});
