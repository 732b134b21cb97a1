import { linkOptions } from '@tanstack/react-router';
import type { HomeKind } from './home-data';

/**
 * The case details and case list of each home page's role, as the notifications route them (spec 000 section 2):
 * the client's, the expert's (both expert roles), the manager's, the patron's and the administrator's. An
 * ambassador has no case screen.
 */
export const caseLinks = {
  client: {
    details: (id: number) => linkOptions({ to: '/yourCases/$id', params: { id } }),
    list: linkOptions({ to: '/yourCases' }),
  },
  expert: {
    details: (id: number) => linkOptions({ to: '/expertCases/$id', params: { id } }),
    list: linkOptions({ to: '/expertCases' }),
  },
  /** The cases of the expert owner's office (their own and their employees'). */
  expertOwner: {
    details: (id: number) => linkOptions({ to: '/yourExpertEmployees/cases/$id', params: { id } }),
    list: linkOptions({ to: '/yourExpertEmployees/cases' }),
  },
  manager: {
    details: (id: number) => linkOptions({ to: '/managerClientsCases/$id', params: { id } }),
    list: linkOptions({ to: '/managerClientsCases' }),
  },
  patron: {
    details: (id: number) => linkOptions({ to: '/patronClientsCases/$id', params: { id } }),
    list: linkOptions({ to: '/patronClientsCases' }),
  },
  admin: {
    details: (id: number) => linkOptions({ to: '/cases/$id', params: { id } }),
    list: linkOptions({ to: '/cases' }),
  },
} satisfies Partial<Record<HomeKind, unknown>>;

type CaseLinkKind = keyof typeof caseLinks;
export type CaseLinks = (typeof caseLinks)[CaseLinkKind];
