import { Stack, Text } from '@mantine/core';
import type { CaseUpdateHistory } from '@portal/sdk/model';
import { useQuery } from '@tanstack/react-query';
import { AnchorLink } from '@/components/links';
import { QueryState } from '@/components/QueryState';
import { caseFieldLabel } from '@/copy/case-labels';
import { formatDateTime } from '@/copy/dates';
import { describeCaseChange } from '@/copy/notifications';
import { fullName } from '@/copy/people';
import { inOrganisationContext } from '@/lib/org/organisation';
import { userHistoryQuery } from './api';
import { userDetailsTexts } from './texts';

const texts = userDetailsTexts.history;

/** A change in one line ("Status: Zgłoszona → W toku"), with the milestone or file it names when it has no values. */
function changeLine(entry: CaseUpdateHistory): string {
  if (entry.changedValueName === 'CaseCreated') return caseFieldLabel('CaseCreated') ?? texts.caseCreated;
  const line = describeCaseChange(entry, inOrganisationContext());
  if (entry.oldValue || entry.newValue) return line;
  const detail = entry.milestoneName ?? entry.updatedAttachmentFileName;
  return detail ? `${line}: ${detail}` : line;
}

/** The latest changes in the cases the user takes part in, newest first, each leading to its case. */
export function UserHistory({ userId }: { userId: number }) {
  const query = useQuery(userHistoryQuery(userId));
  const entries = query.data?.items ?? [];
  return (
    <QueryState query={query}>
      {entries.length === 0 ? (
        <Text size="sm" c="dimmed">
          {texts.empty}
        </Text>
      ) : (
        <Stack gap="sm" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
          {entries.map((entry) => (
            <Stack key={entry.id} component="li" gap={0}>
              <AnchorLink to="/cases/$id" params={{ id: entry.caseId }} size="sm" fw={600}>
                {entry.caseName ?? String(entry.caseId)}
              </AnchorLink>
              <Text size="sm">{changeLine(entry)}</Text>
              <Text size="xs" c="dimmed">
                {texts.by(fullName(entry.createdBy), formatDateTime(entry.createdAt))}
              </Text>
            </Stack>
          ))}
        </Stack>
      )}
    </QueryState>
  );
}
