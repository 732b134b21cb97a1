import {
  getGetApplicationUserClientExpertEmployeeQueryOptions,
  getGetApplicationUserClientManagerQueryOptions,
  getGetApplicationUserQueryOptions,
  getListApplicationUserClientExpertEmployeesQueryOptions,
  getListApplicationUserYourExpertEmployeesQueryOptions,
  getListClientCasesQueryOptions,
  getListExpertOwnerEmployeesCasesQueryOptions,
  getListPatronClientCasesQueryOptions,
  getListSatisfactionScoresQueryOptions,
} from '@portal/sdk';
import type { ApplicationUser, Case, SatisfactionScore, UserRole } from '@portal/sdk/model';
import type { QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { fullName } from '@/copy/people';
import { effectiveRoles } from '@/lib/auth/roles';
import { errorStatus } from '@/lib/http/configure-http';
import { resolveOrganisationId } from '@/lib/org/organisation';
import { EVERY_PAGE_SIZE, useEveryPage } from '@/lib/every-page';
import { ensureRouteData, type NamedPageData } from '@/lib/route-data';
import { expertsTexts } from './texts';

const whole = { page: 1, pageSize: EVERY_PAGE_SIZE } as const;

/** A case still to be worked on: neither finished nor rejected. */
export const isOpenCase = (item: Pick<Case, 'status'>) => item.status !== 'Done' && item.status !== 'Rejected';

export const isExpert = (user: Pick<ApplicationUser, 'roles'>) =>
  user.roles.includes('ExpertEmployee') || user.roles.includes('ExpertOwner');

// --- the expert owner's team (/yourExpertEmployees, /expertEmployees/profile/{id}) ---

export const yourExpertEmployeesQuery = (enabled = true) =>
  getListApplicationUserYourExpertEmployeesQueryOptions({ query: { enabled } });

/** An expert owner's team is themself and their employees: another owner's expert is none of theirs. */
export const ownsTeam = (
  viewer: Pick<ApplicationUser, 'id'> | null | undefined,
  roles: readonly UserRole[],
  id: number,
) => roles.includes('ExpertOwner') && viewer?.id !== id;

/** The cases of the expert owner and their employees (of one expert when given): each expert's open cases. */
export const useTeamCases = (expertId?: number) =>
  useEveryPage<Case>((page) => getListExpertOwnerEmployeesCasesQueryOptions({ ...whole, page, expertId }));

/** The scores clients gave the cases of an expert (the server answers only what the caller may see). */
export const useExpertScores = (expertId: number) =>
  useEveryPage<SatisfactionScore>((page) => getListSatisfactionScoresQueryOptions({ ...whole, page, expertId }));

export const expertProfileQuery = (id: number) => getGetApplicationUserQueryOptions(id);

/**
 * The profile route's loader. An expert outside the caller's team is, to them, no expert at all: the server's
 * refusal (403), no such user (404), a user who is no expert and, for an expert owner, anyone but themself and
 * their employees all show the not-found page.
 */
export async function loadExpertProfile(
  queryClient: QueryClient,
  id: number,
  viewer: ApplicationUser | null,
): Promise<NamedPageData> {
  const missing = () => notFound({ data: { title: expertsTexts.profile.notFound } });
  try {
    const [user, team] = await Promise.all([
      queryClient.ensureQueryData(expertProfileQuery(id)),
      ownsTeam(viewer, effectiveRoles(viewer, resolveOrganisationId()), id)
        ? queryClient.ensureQueryData(yourExpertEmployeesQuery())
        : undefined,
    ]);
    if (!isExpert(user) || (team && !team.some((expert) => expert.id === id))) throw missing();
    return { pageTitle: fullName(user) };
  } catch (error) {
    if (errorStatus(error) === 403 || errorStatus(error) === 404) throw missing();
    throw error;
  }
}

// --- the experts of a client's (a patron's clients') cases, and a client's manager ---

/** The experts of the caller's cases: a client's own, a patron's clients'. */
export const contactExpertsQuery = () => getListApplicationUserClientExpertEmployeesQueryOptions();
export const contactExpertQuery = (id: number) => getGetApplicationUserClientExpertEmployeeQueryOptions(id);
export const clientManagerQuery = (id: number) => getGetApplicationUserClientManagerQueryOptions(id);

/** An expert's page (/clientExpertEmployees/{id}, /yourClientsExpertEmployees/{id}) is named after them. */
export const loadContactExpert = async (queryClient: QueryClient, id: number): Promise<NamedPageData> => ({
  pageTitle: fullName(await ensureRouteData(queryClient, contactExpertQuery(id), expertsTexts.contacts.notFound)),
});

/** /clientManager/{id} is named after the manager; one who handles none of the client's cases is not found. */
export const loadClientManager = async (queryClient: QueryClient, id: number): Promise<NamedPageData> => ({
  pageTitle: fullName(await ensureRouteData(queryClient, clientManagerQuery(id), expertsTexts.manager.notFound)),
});

/** Whose cases a contact screen reads: the signed-in client's own, or the patron's clients'. */
export type CasesOf = { client: number } | 'patron';

/** Every case of the client (`casesOf.client`) or of the patron's clients, narrowed by expert or manager. */
export const useSharedCases = (casesOf: CasesOf | undefined, filter: { expertId?: number; managerId?: number } = {}) =>
  useEveryPage<Case>((page) =>
    casesOf === 'patron'
      ? getListPatronClientCasesQueryOptions({ ...whole, page, ...filter })
      : getListClientCasesQueryOptions(
          typeof casesOf === 'object' ? casesOf.client : 0,
          { ...whole, page, ...filter },
          // the client is the acting user, known once their profile has loaded
          { query: { enabled: casesOf !== undefined } },
        ),
  );
