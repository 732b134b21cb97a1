import { createFileRoute } from '@tanstack/react-router';
import { ADMIN_MANAGER } from '../../../app/access';
import { ids, placeholder } from '../../../app/route-options';

export const Route = createFileRoute('/settlement/create/$caseId')({
  ...placeholder('Nowe rozliczenie', ADMIN_MANAGER),
  params: ids('caseId'),
});
