import type { ApplicationUser } from '@portal/sdk/model';
import { listLeadsQueryRules } from '@portal/sdk/query-rules/leads';
import { effectiveRoles } from '@/lib/auth/roles';
import { resolveOrganisationId } from '@/lib/org/organisation';
import { readQueryValue } from '@/components/lists/list-search';
import { strictSearch } from '@/lib/strict-search';

/** Whose leads the board shows: one sales person's (by id) or everyone's. */
export type SalesChoice = number | 'all';

/**
 * `/businessDevelopment?salesId=131` or `?salesId=all`; none: the viewer's default (a manager's own leads, an
 * administrator's everyone's), left out of the address.
 */
export const pipelineSearch = strictSearch((raw): { salesId?: SalesChoice } => ({
  salesId:
    raw.salesId === 'all'
      ? ('all' as const)
      : (readQueryValue(listLeadsQueryRules.salesId, raw.salesId) as number | undefined),
}));

export type PipelineSearch = ReturnType<typeof pipelineSearch>;

/** Whose leads the board shows when the address does not say: an administrator's everyone's, a manager's own. */
export const defaultSales = (profile: Pick<ApplicationUser, 'id' | 'roles' | 'organisations'> | null | undefined) =>
  !profile
    ? undefined
    : effectiveRoles(profile, resolveOrganisationId()).includes('Admin')
      ? ('all' as const)
      : profile.id;

/** The `salesId` the list call is sent for a choice (everyone's: none). */
export const salesIdParam = (choice: SalesChoice) => (choice === 'all' ? undefined : choice);
