import { Button, Stack, Text } from '@mantine/core';
import { ReportCaseButton } from '../../../components/cases/ReportCaseButton';
import type { CaseFamily } from '../families';

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
        <Text fw={500}>Brak spraw spełniających kryteria</Text>
        <Button variant="light" onClick={onClearFilters}>
          Wyczyść filtry
        </Button>
      </Stack>
    );
  return (
    <Stack align="center" gap="sm" py="xl" role="status">
      <Text fw={500}>
        {ownCases ? 'Wygląda na to, że nie masz jeszcze żadnych spraw.' : 'Nie ma tu jeszcze żadnych spraw.'}
      </Text>
      {ownCases && <Text c="dimmed">Szukasz wsparcia biznesowego? Zaufaj naszym ekspertom</Text>}
      {reportLink && <ReportCaseButton link={reportLink} />}
    </Stack>
  );
}
