import type { CaseUpdateHistory } from '@portal/sdk/model';
import { describe, expect, it } from 'vitest';
import { ids } from '@/mocks/db/seed-ids';
import { groupHistory } from './history-groups';

const anna = { firstName: 'Anna', lastName: 'Kowalska' };
const kasia = { firstName: 'Katarzyna', lastName: 'Wiśniewska' };
const { accounting, loanLawsuit } = ids.case;

let nextId = 1;
const entry = (createdAt: string, createdBy: typeof anna, caseId: number = accounting): CaseUpdateHistory => ({
  id: nextId++,
  caseId,
  caseName: `Sprawa ${caseId}`,
  createdAt,
  createdBy,
  changedValueName: 'Status',
  recipients: [],
});

// local times: the day is the same in every time zone
const at = (day: string, hour: number) => new Date(`${day}T${String(hour).padStart(2, '0')}:00:00`).toISOString();

describe('groupHistory', () => {
  it('groups by day, then by author, keeping the order of the input', () => {
    const entries = [
      entry(at('2026-09-03', 12), anna),
      entry(at('2026-09-02', 15), kasia),
      entry(at('2026-09-02', 14), anna),
      entry(at('2026-09-02', 13), kasia),
    ];
    const groups = groupHistory(entries);
    expect(groups.map((g) => [g.day, g.author.firstName, g.entries.map((e) => e.id)])).toEqual([
      ['2026-09-03', 'Anna', [entries[0].id]],
      ['2026-09-02', 'Katarzyna', [entries[1].id, entries[3].id]],
      ['2026-09-02', 'Anna', [entries[2].id]],
    ]);
    expect(groups[0].caseId).toBeUndefined();
  });

  it('in group-by-case mode splits by case as well, each case together within a day', () => {
    const entries = [
      entry(at('2026-09-02', 15), kasia, accounting),
      entry(at('2026-09-02', 14), kasia, loanLawsuit),
      entry(at('2026-09-02', 13), anna, accounting),
      entry(at('2026-09-02', 12), kasia, accounting),
    ];
    const groups = groupHistory(entries, { groupByCase: true });
    expect(groups.map((g) => [g.caseName, g.author.firstName, g.entries.length])).toEqual([
      [`Sprawa ${accounting}`, 'Katarzyna', 2],
      [`Sprawa ${accounting}`, 'Anna', 1],
      [`Sprawa ${loanLawsuit}`, 'Katarzyna', 1],
    ]);
    // without the mode, the same author's entries of a day form one group
    expect(groupHistory(entries).map((g) => [g.author.firstName, g.entries.length])).toEqual([
      ['Katarzyna', 3],
      ['Anna', 1],
    ]);
  });

  it('returns no groups for no entries', () => {
    expect(groupHistory([])).toEqual([]);
  });
});
