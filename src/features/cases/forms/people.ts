import type { ComboboxItem } from '@mantine/core';
import type { PersonName } from '@portal/sdk/model';
import { fullName } from '@/copy/people';

export type Person = PersonName & { id: number };

/**
 * Select options of people from several lists (deduplicated by id, sorted by name). `known` are the people the
 * record already names, so a current value still shows its name when a list is missing it or could not be read.
 */
export function peopleOptions(
  lists: readonly (readonly Person[] | null | undefined)[],
  known: readonly (Person | null | undefined)[] = [],
): ComboboxItem<number>[] {
  const byId = new Map<number, string>();
  for (const person of [...lists.flatMap((list) => list ?? []), ...known])
    if (person && !byId.has(person.id)) byId.set(person.id, fullName(person));
  return [...byId].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label, 'pl'));
}
