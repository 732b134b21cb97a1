import { Alert, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { AnchorLink } from '@/components/links';
import { latestReportQuery } from './api';
import { managerReportsTexts } from './texts';

/** A day without reports says so, and leads to the latest day that has some (the caller's own, for a manager). */
export function LatestDayLink({ day, empty }: { day: string; empty: string }) {
  const latest = useQuery(latestReportQuery());
  const latestDay = latest.data?.items[0]?.date;
  return (
    <Alert color="gray" variant="light">
      <Text size="sm">{empty}</Text>
      {latestDay && latestDay !== day && (
        <Text size="sm">
          {managerReportsTexts.empty.latest}{' '}
          <AnchorLink to="/managerReports" search={{ day: latestDay }} underline="always">
            {latestDay}
          </AnchorLink>
        </Text>
      )}
    </Alert>
  );
}
