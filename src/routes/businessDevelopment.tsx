import { createFileRoute } from '@tanstack/react-router';
import { ADMIN_MANAGER } from '@/app/access';
import { page } from '@/app/route-options';
import { ClientLeadDialog } from '@/features/crm/ClientLeadDialog';
import { PipelineScreen } from '@/features/pipeline/PipelineScreen';
import { defaultSales, pipelineSearch, salesIdParam } from '@/features/pipeline/search';

export const Route = createFileRoute('/businessDevelopment')({
  ...page('Rozwój biznesu', ADMIN_MANAGER),
  validateSearch: pipelineSearch,
  loaderDeps: ({ search }) => ({ salesId: search.salesId }),
  loader: ({ context, deps }) => {
    const chosen = deps.salesId ?? defaultSales(context.profile);
    if (chosen === undefined) return;
    return import('@/features/pipeline/api').then((api) =>
      context.queryClient.ensureQueryData(api.pipelinePage(salesIdParam(chosen))(1)),
    );
  },
  component: function BusinessDevelopment() {
    // new business for an existing client: the CRM's dialog (ApplicationUser/clientLead/{id})
    return <PipelineScreen search={Route.useSearch()} NewLeadDialog={ClientLeadDialog} />;
  },
});
