import { createFileRoute } from '@tanstack/react-router';
import { CLIENT, EXPERTS, MANAGER, PATRON } from '@/app/access';
import { page } from '@/app/route-options';
import { myScoreList } from '@/features/satisfaction/list';
import { MySatisfactionScreen } from '@/features/satisfaction/MySatisfactionScreen';

// a client sees the scores they gave; an expert, a manager or a patron the scores of their cases
export const Route = createFileRoute('/mySatisfactionScore')({
  ...page('Oceny współpracy', [...CLIENT, ...EXPERTS, ...MANAGER, ...PATRON]),
  validateSearch: myScoreList.validateSearch,
  component: function MySatisfactionScore() {
    return <MySatisfactionScreen search={Route.useSearch()} />;
  },
});
