import { createFileRoute } from '@tanstack/react-router';
import { CLIENT, EXPERTS, MANAGER, PATRON } from '@/app/access';
import { page } from '@/app/route-options';
import { positiveInt } from '@/components/lists/url-values';
import { MySatisfactionScreen, type MySatisfactionSearch } from '@/features/satisfaction/MySatisfactionScreen';

// a client sees the scores they gave; an expert, a manager or a patron the scores of their cases
export const Route = createFileRoute('/mySatisfactionScore')({
  ...page('Oceny współpracy', [...CLIENT, ...EXPERTS, ...MANAGER, ...PATRON]),
  validateSearch: (raw: Record<string, unknown>): MySatisfactionSearch => {
    const number = positiveInt(raw.page);
    return number && number > 1 ? { page: number } : {};
  },
  component: function MySatisfactionScore() {
    return <MySatisfactionScreen search={Route.useSearch()} />;
  },
});
