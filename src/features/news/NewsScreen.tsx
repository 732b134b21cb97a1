import { Group, Paper, Stack, Text } from '@mantine/core';
import type { News } from '@portal/sdk/model';
import { useQuery } from '@tanstack/react-query';
import { caseDetailsLink } from '@/components/cases/case-details-link';
import { AnchorLink } from '@/components/links';
import { QueryState } from '@/components/QueryState';
import { formatPeriod } from '@/copy/case-labels';
import { useCurrentProfile } from '@/lib/auth/use-current-profile';
import { newsQuery } from './api';
import { NewsArticle } from './NewsArticle';
import { newsTexts } from './texts';

/**
 * A news item for the signed-in user (/news/{id}), or the news that summarises an accounting period
 * (/news/summary/{id}, with the period and the way to its case). Opening it refreshes the notification list
 * (spec 000 "News detail"): its query does, once the server answered (`newsQuery`).
 */
export function NewsScreen({ id }: { id: number }) {
  const query = useQuery(newsQuery(id));
  const news = query.data;
  return (
    <QueryState query={query} notFoundText={newsTexts.notFound}>
      {news && (
        <Stack gap="lg">
          {news.isSummary && <SummaryPeriod news={news} />}
          <NewsArticle news={news} variant="page" />
        </Stack>
      )}
    </QueryState>
  );
}

/** The summarised period as year-month, and the case it belongs to for those who can open it. */
function SummaryPeriod({ news }: { news: News }) {
  const { roles } = useCurrentProfile();
  if (!news.year || !news.month) return null;
  // the case as the reader's role opens it (the client who owns it, or the staff who look after it)
  const caseId = news.caseId;
  const link = caseId == null ? undefined : roles.map((role) => caseDetailsLink(role, caseId)).find(Boolean);
  return (
    <Paper withBorder p="md" radius="md" maw={820}>
      <Group justify="space-between" gap="sm">
        <Text>
          {newsTexts.summary.period}: <strong>{formatPeriod(news.year, news.month)}</strong>
        </Text>
        {link && <AnchorLink {...link}>{newsTexts.summary.toCase}</AnchorLink>}
      </Group>
    </Paper>
  );
}
