import type { CaseUpdateHistory, PersonName } from '@portal/sdk/model';
import { formatDate } from '@/copy/dates';

/** The entries one author made on one day (and, in group-by-case mode, in one case). */
export interface HistoryGroup {
  key: string;
  /** YYYY-MM-DD (local time). */
  day: string;
  author: PersonName;
  /** Set in group-by-case mode only. */
  caseId?: number;
  caseName?: string;
  entries: CaseUpdateHistory[];
}

export interface GroupHistoryOptions {
  /** Also split by case, for timelines that show several cases. */
  groupByCase?: boolean;
}

/** How many groups the timeline shows at a time (spec 000 section 9). */
export const HISTORY_GROUPS_PAGE = 10;

const authorKey = ({ firstName, lastName, profileImageId }: PersonName) =>
  `${firstName} ${lastName}#${profileImageId ?? ''}`;

/**
 * Groups history entries by day, then (in group-by-case mode) by case, then by author. Groups and the entries in
 * them keep the order of the input (the API's sort direction); groups of one day stay together.
 */
export function groupHistory(
  entries: readonly CaseUpdateHistory[],
  { groupByCase = false }: GroupHistoryOptions = {},
): HistoryGroup[] {
  const days = new Map<string, Map<string, HistoryGroup>>();
  for (const entry of entries) {
    const day = formatDate(entry.createdAt);
    const key = [day, groupByCase ? entry.caseId : '', authorKey(entry.createdBy)].join('|');
    const groups = days.get(day) ?? new Map<string, HistoryGroup>();
    days.set(day, groups);
    const group = groups.get(key);
    if (group) group.entries.push(entry);
    else
      groups.set(key, {
        key,
        day,
        author: entry.createdBy,
        ...(groupByCase ? { caseId: entry.caseId, caseName: entry.caseName } : {}),
        entries: [entry],
      });
  }
  // within a day, a case's groups stay together (one bucket when not grouping by case)
  return [...days.values()].flatMap((groups) => {
    const byCase = new Map<number | undefined, HistoryGroup[]>();
    for (const group of groups.values()) byCase.set(group.caseId, [...(byCase.get(group.caseId) ?? []), group]);
    return [...byCase.values()].flat();
  });
}
