import { Group, Stack, Text } from '@mantine/core';
import type { CasePage } from '@portal/sdk/model';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { CaseStatusTag } from '@/components/cases/CaseStatusTag';
import { AnchorLink } from '@/components/links';
import { formatDate, fromNow } from '@/copy/dates';
import { historyQuery } from './api';
import type { CaseLinks } from './case-links';
import { changeLine } from './change-line';
import { activeCases } from './home-data';
import { ListBlock } from './HomeBlock';
import { homeTexts } from './texts';

const texts = homeTexts.cases;
const SHOWN = 5;

export interface CasesBlockProps {
  cases: UseQueryResult<CasePage>;
  /** The person whose cases' history gives each case's latest change. */
  userId: number;
  links: CaseLinks;
  now: Date;
}

/**
 * The person's open cases (reported, being offered, in progress), the most recently changed first, each with its
 * latest change from the history. The history is extra: until it comes, or if it fails, a case shows when it was
 * reported.
 */
export function CasesBlock({ cases, userId, links, now }: CasesBlockProps) {
  const history = useQuery(historyQuery(userId));
  const items = activeCases(cases.data?.items ?? [], history.data?.items ?? []);
  return (
    <ListBlock
      texts={texts}
      more={links.list}
      query={cases}
      items={items.slice(0, SHOWN)}
      keyOf={(item) => item.caseItem.id}
    >
      {({ caseItem, latest }) => (
        <Stack gap={4}>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <AnchorLink {...links.details(caseItem.id)} fw={600} style={{ minWidth: 0 }}>
              {caseItem.name}
            </AnchorLink>
            <CaseStatusTag status={caseItem.status} />
          </Group>
          <Text size="sm" c="dimmed">
            {latest
              ? `${fromNow(latest.createdAt, now)} · ${changeLine(latest)}`
              : texts.createdOn(formatDate(caseItem.createdAt ?? now))}
          </Text>
        </Stack>
      )}
    </ListBlock>
  );
}
