import { createFileRoute } from '@tanstack/react-router';
import { ADMIN } from '@/app/access';
import { page } from '@/app/route-options';
import { SubscriptionDefinitionsScreen } from '@/features/subscription-definitions/SubscriptionDefinitionsScreen';

// the path is spelled as the spec spells it
export const Route = createFileRoute('/subscriptionDefiniftions')({
  ...page('Definicje abonamentów', ADMIN),
  loader: ({ context }) =>
    import('@/features/subscription-definitions/api').then((api) =>
      context.queryClient.ensureQueryData(api.subscriptionDefinitionsQuery()),
    ),
  component: SubscriptionDefinitionsScreen,
});
