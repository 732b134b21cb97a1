import { createFileRoute } from '@tanstack/react-router';
import { strictSearch } from '@/lib/strict-search';
import { page } from '@/app/route-options';
import { ConfirmDetailsScreen } from '@/features/profile/ConfirmDetailsScreen';
import { firstLoginReturnPath } from '@/lib/auth/guard';

/** The page the user wanted before the wizard, when it is a path of this site (else the main page, left out). */
const parseSearch = (raw: Record<string, unknown>): { redirect?: string } => {
  const path = firstLoginReturnPath(raw.redirect);
  return path === '/' ? {} : { redirect: path };
};

export const Route = createFileRoute('/confirmDetails')({
  // a user whose data is filled is sent on by the guard, to the wanted page
  ...page('Uzupełnij dane', 'firstLogin'),
  validateSearch: strictSearch(parseSearch),
  loader: ({ context }) => import('@/features/profile/api').then((api) => api.prefetchProfileForm(context)),
  component: function ConfirmDetails() {
    const { profile } = Route.useRouteContext();
    const { redirect } = Route.useSearch();
    return profile && <ConfirmDetailsScreen user={profile} redirect={redirect} />;
  },
});
