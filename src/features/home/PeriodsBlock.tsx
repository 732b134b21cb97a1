import { Group, Stack, Text } from '@mantine/core';
import type { CasePage } from '@portal/sdk/model';
import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { ButtonLink } from '@/components/links';
import { formatPeriod, periodStatusLabel } from '@/copy/case-labels';
import { fullName } from '@/copy/people';
import { caseQuery } from './api';
import type { CaseLinks } from './case-links';
import { isOpen, isPeriodic, waitingPeriods, type PeriodSide } from './home-data';
import { ListBlock } from './HomeBlock';
import { homeTexts } from './texts';

const texts = homeTexts.periods;

export interface PeriodsBlockProps {
  /** The person's cases (the list the cases block reads too). */
  cases: UseQueryResult<CasePage>;
  /** Whose turn the periods shown are: the client's documents or the expert's accounting. */
  side: PeriodSide;
  links: CaseLinks;
  today: string;
  /** Each period names its case's expert (an expert owner's view of the office). */
  withExpert?: boolean;
}

/**
 * The accounting periods of this month and earlier that wait for the person, the oldest first: for a client those
 * whose documents they have not handed over (not started or in progress, not marked ready), for an expert those
 * ready for accounting. Each leads to its case, whose page opens with what the period needs. The periods come
 * with each open periodic case (the case lists leave them out); a case that fails to load is left out.
 */
export function PeriodsBlock({ cases, side, links, today, withExpert = false }: PeriodsBlockProps) {
  const periodic = (cases.data?.items ?? []).filter((item) => isOpen(item) && isPeriodic(item));
  const details = useQueries({ queries: periodic.map((item) => caseQuery(item.id)) });
  const loaded = details.flatMap((result) => (result.data ? [result.data] : []));
  const allFailed = details.length > 0 && details.every((result) => result.error);
  const error = cases.error ?? (allFailed ? details[0].error : null);
  const items = waitingPeriods(loaded, side, today);
  const action = side === 'client' ? texts.openClient : texts.openExpert;
  return (
    <ListBlock
      texts={{
        title: side === 'client' ? texts.clientTitle : texts.expertTitle,
        empty: side === 'client' ? texts.clientEmpty : texts.expertEmpty,
        list: texts.list,
      }}
      query={{
        isPending: cases.isPending || details.some((result) => result.isPending),
        error,
        data: error ? undefined : cases.data,
      }}
      items={items}
      keyOf={(item) => item.period.id}
    >
      {({ caseItem, period }) => {
        const label = formatPeriod(period.year, period.month);
        return (
          <Group justify="space-between" align="center" gap="sm">
            <Stack gap={2} style={{ minWidth: 0, flex: '1 1 14rem' }}>
              <Text fw={600}>
                {label} · {caseItem.name}
              </Text>
              <Text size="sm" c="dimmed">
                {[
                  texts.status(periodStatusLabel(period.status)),
                  (side === 'client' ? texts.sent : texts.clientDocuments)(period.clientAttachments.length),
                  withExpert && caseItem.expert && texts.expert(fullName(caseItem.expert)),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
            </Stack>
            <ButtonLink
              {...links.details(caseItem.id)}
              size="compact-sm"
              variant="light"
              aria-label={texts.openLabel(action, label, caseItem.name)}
            >
              {action}
            </ButtonLink>
          </Group>
        );
      }}
    </ListBlock>
  );
}
