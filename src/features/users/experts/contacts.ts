import { linkOptions } from '@tanstack/react-router';
import { shortRoleLabel } from '@/copy/roles';
import { useCurrentProfile } from '@/lib/auth/use-current-profile';
import type { CasesOf } from './api';
import type { ContactViewer } from './SharedCases';

/** The role line of an expert's card: "ekspert" (spec 000 section 6's short form), whichever expert role. */
export const expertRoleLabel = shortRoleLabel('ExpertEmployee');

/** An expert's page in the viewer's routes. */
export const contactExpertLink = (viewer: ContactViewer, id: number) =>
  viewer === 'client'
    ? linkOptions({ to: '/clientExpertEmployees/$id', params: { id } })
    : linkOptions({ to: '/yourClientsExpertEmployees/$id', params: { id } });

/** Whose cases the viewer shares with experts: the client's own (once their profile is in), a patron's clients'. */
export function useCasesOf(viewer: ContactViewer): CasesOf | undefined {
  const { profile } = useCurrentProfile();
  if (viewer === 'patron') return 'patron';
  return profile ? { client: profile.id } : undefined;
}
