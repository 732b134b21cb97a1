import { Alert } from '@mantine/core';
import { getGetLeadQueryOptions } from '@portal/sdk';
import { useQuery } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { fullName } from '@/copy/people';
import { fromLeadTexts } from './texts';

// A case made from a lead (/leads' "Utwórz sprawę"): the create route's `?leadId=` and the note naming the lead;
// the case is linked once it exists (use-case-creation.ts, PUT Case/{id}/lead).

/** The lead of the address's `leadId` (a positive whole number; anything else: none). */
export function useLeadIdOfSearch(): number | undefined {
  const raw = useSearch({ strict: false, select: (search) => (search as Record<string, unknown>).leadId });
  const id = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d+$/.test(raw) ? Number(raw) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** "Sprawa z leadu: <person>" above the form, once the lead is read. */
export function FromLeadNote({ leadId }: { leadId: number }) {
  const lead = useQuery(getGetLeadQueryOptions(leadId));
  if (!lead.data) return null;
  return (
    <Alert color="blue" variant="light">
      {fromLeadTexts.note(fullName(lead.data))}
    </Alert>
  );
}
