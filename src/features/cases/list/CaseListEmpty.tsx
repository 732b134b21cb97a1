import { Button, Stack, Text } from '@mantine/core';
import { ReportCaseButton } from '@/components/cases/ReportCaseButton';
import type { CaseFamily } from '@/features/cases/families';
import { caseTexts } from '@/features/cases/texts';

const texts = caseTexts.list;

export interface CaseListEmptyProps {
  /** Filters are active: nothing matches them (rather than no cases at all). */
  filtered: boolean;
  /** The client's own list speaks to the client. */
  ownCases: boolean;
  /** Where "Zgłoś nową sprawę" leads; absent when the role cannot report or create a case here. */
  reportLink?: ReturnType<NonNullable<CaseFamily['create']>>;
  onClearFilters: () => void;
}

/** What a case list shows instead of the table when there is nothing to list. */
export function CaseListEmpty({ filtered, ownCases, reportLink, onClearFilters }: CaseListEmptyProps) {
  if (filtered)
    return (
      <Stack align="center" gap="sm" py="xl" role="status">
        <Text fw={500}>{texts.noMatches}</Text>
        <Button variant="light" onClick={onClearFilters}>
          {texts.clearFilters}
        </Button>
      </Stack>
    );
  return (
    <Stack align="center" gap="sm" py="xl" role="status">
      <Text fw={500}>{ownCases ? texts.noOwnCases : texts.noCases}</Text>
      {ownCases && <Text c="dimmed">{texts.support}</Text>}
      {reportLink && <ReportCaseButton link={reportLink} />}
    </Stack>
  );
}
