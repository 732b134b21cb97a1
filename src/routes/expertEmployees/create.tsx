import { createFileRoute } from '@tanstack/react-router';
import { EXPERT_OWNER } from '@/app/access';
import { page } from '@/app/route-options';
import { CreateUserScreen } from '@/features/users/form/UserFormScreen';
import { userFormTexts } from '@/features/users/form/texts';

const team = { to: '/yourExpertEmployees' } as const;

export const Route = createFileRoute('/expertEmployees/create')({
  ...page('Nowy ekspert', EXPERT_OWNER),
  loader: ({ context }) =>
    import('@/features/users/form/api').then((api) => api.loadUserForm(context.queryClient, { admin: false })),
  component: function CreateExpertEmployee() {
    return (
      <CreateUserScreen
        admin={false}
        roles={['ExpertEmployee']}
        note={userFormTexts.hints.ownerByServer}
        back={team}
        done={() => team}
      />
    );
  },
});
