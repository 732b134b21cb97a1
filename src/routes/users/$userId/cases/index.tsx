import { createFileRoute } from '@tanstack/react-router';
import { ADMIN } from '@/app/access';
import { ids, page } from '@/app/route-options';
import { caseFamilies } from '@/features/cases/families';
import { caseListRoute } from '@/features/cases/list-route';
import { CaseListScreen } from '@/features/cases/list/CaseListScreen';

const family = caseFamilies.userCases;

export const Route = createFileRoute('/users/$userId/cases/')({
  ...page('Sprawy użytkownika', ADMIN),
  params: ids('userId'),
  ...caseListRoute(family, ({ userId }: { userId: number }) => ({ clientId: userId })),
  component: function UserCases() {
    const { userId } = Route.useParams();
    return <CaseListScreen family={family} search={Route.useSearch()} scope={{ clientId: userId }} />;
  },
});
