import {
  getGetOrganisationQueryOptions,
  getListApplicationUsersQueryKey,
  getListApplicationUsersQueryOptions,
  getListCasesQueryKey,
  getListOrganisationsQueryKey,
  getListOrganisationsQueryOptions,
  getListOrganisationUsersByOrganisationQueryOptions,
  getListOrganisationUsersQueryKey,
  useCreateOrganisation as useGeneratedCreateOrganisation,
  useCreateOrganisationUser as useGeneratedCreateOrganisationUser,
  useDeleteOrganisation as useGeneratedDeleteOrganisation,
  useDeleteOrganisationUser as useGeneratedDeleteOrganisationUser,
  usePatchOrganisation as useGeneratedPatchOrganisation,
  usePatchOrganisationUser as useGeneratedPatchOrganisationUser,
} from '@portal/sdk';
import type { Organisation, OrganisationInput } from '@portal/sdk/model';
import { keepPreviousData, type QueryClient, type UseMutationResult } from '@tanstack/react-query';
import { refreshing } from '@/lib/mutations';
import { ensureRouteData, type NamedPageData } from '@/lib/route-data';
import { memberTexts } from './texts';

// Organisations and their members. The lists are short (a few organisations, tens of members): read whole.

export const organisationsQuery = () => getListOrganisationsQueryOptions();
export const organisationQuery = (id: number) => getGetOrganisationQueryOptions(id);
export const membersQuery = (organisationId: number) =>
  getListOrganisationUsersByOrganisationQueryOptions(organisationId);

/** Users to pick a new member from: those matching what was typed, a page at a time. */
export const USER_PICKER_PAGE = 20;
export const userSearchQuery = (search: string) =>
  getListApplicationUsersQueryOptions(
    { search: search.trim() || undefined, pageSize: USER_PICKER_PAGE },
    { query: { placeholderData: keepPreviousData } },
  );

/** The members page's loader: the organisation (its name titles the page; unknown: not found) and its members. */
export async function prefetchMembers(queryClient: QueryClient, organisationId: number): Promise<NamedPageData> {
  const [organisation] = await Promise.all([
    ensureRouteData(queryClient, organisationQuery(organisationId), memberTexts.notFound),
    ensureRouteData(queryClient, membersQuery(organisationId), memberTexts.notFound),
  ]);
  return { pageTitle: memberTexts.title(organisation.name) };
}

/** An organisation's change: the lists (the header's selector too) and the copies of its name its members carry. */
const organisationStale = () => [getListOrganisationsQueryKey(), getListApplicationUsersQueryKey()];
export const useCreateOrganisation = /* @__PURE__ */ refreshing(useGeneratedCreateOrganisation, organisationStale);
/**
 * The edit dialog sends the create body's fields (name, NIP) as a merge-patch, so what it does not show (the address)
 * stays as it is. Typed as the dialog's save takes it: a create body is a valid patch.
 */
export const usePatchOrganisation = /* @__PURE__ */ refreshing(
  useGeneratedPatchOrganisation,
  organisationStale,
) as unknown as () => UseMutationResult<Organisation, unknown, { id: number; data: OrganisationInput }>;
export const useDeleteOrganisation = /* @__PURE__ */ refreshing(useGeneratedDeleteOrganisation, organisationStale);

/**
 * A membership's change: the members, the organisations' counts, the users' organisations with their roles (the
 * signed-in user's own roles among them) and the clients' memberships their cases carry.
 */
const membershipStale = () => [
  getListOrganisationUsersQueryKey(),
  getListOrganisationsQueryKey(),
  getListApplicationUsersQueryKey(),
  getListCasesQueryKey(),
];
export const useCreateMember = /* @__PURE__ */ refreshing(useGeneratedCreateOrganisationUser, membershipStale);
export const usePatchMember = /* @__PURE__ */ refreshing(useGeneratedPatchOrganisationUser, membershipStale);
export const useDeleteMember = /* @__PURE__ */ refreshing(useGeneratedDeleteOrganisationUser, membershipStale);
