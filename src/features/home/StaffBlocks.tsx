import { Badge, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { CaseStatus } from '@portal/sdk/model';
import { useQuery } from '@tanstack/react-query';
import { linkOptions } from '@tanstack/react-router';
import { useId } from 'react';
import { AnchorLink } from '@/components/links';
import { queryStateTexts } from '@/components/texts';
import { formatAmount, formatDate, fromNow } from '@/copy/dates';
import { fullName } from '@/copy/people';
import { errorStatus } from '@/lib/http/configure-http';
import { casesOfStatusQuery, historyQuery, overdueQuery } from './api';
import type { CaseLinks } from './case-links';
import { changeLine } from './change-line';
import { daysLate, RECENT_DAYS, recentlyChanged } from './home-data';
import { ListBlock } from './HomeBlock';
import { homeTexts } from './texts';

const SHOWN = 6;
const nowrap = { whiteSpace: 'nowrap' } as const;

/**
 * The cases of the person's clients that changed in the last 14 days, the most recently changed first, each with
 * its latest change, who made it and when (from the history of the cases the person looks after).
 */
export function RecentChangesBlock({ userId, links, now }: { userId: number; links: CaseLinks; now: Date }) {
  const texts = homeTexts.changes;
  const query = useQuery(historyQuery(userId));
  const changed = recentlyChanged(query.data?.items ?? [], now);
  return (
    <ListBlock
      texts={{ ...texts, empty: texts.empty(RECENT_DAYS) }}
      description={texts.window(RECENT_DAYS)}
      more={links.list}
      query={query}
      items={changed.slice(0, SHOWN)}
      keyOf={(item) => item.caseId}
    >
      {({ caseId, caseName, latest, changes }) => (
        <Stack gap={2}>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <AnchorLink {...links.details(caseId)} fw={600} style={{ minWidth: 0 }}>
              {caseName}
            </AnchorLink>
            {changes > 1 && (
              <Badge variant="light" color="gray" tt="none" fw={500} style={{ flexShrink: 0 }}>
                {texts.more(changes - 1)}
              </Badge>
            )}
          </Group>
          <Text size="sm">{changeLine(latest)}</Text>
          <Text size="xs" c="dimmed">
            {texts.by(fullName(latest.createdBy), fromNow(latest.createdAt, now))}
          </Text>
        </Stack>
      )}
    </ListBlock>
  );
}

/**
 * The settlements longest overdue (five) and how many there are: each with its client, case, amount and the days
 * it is late. The overdue list's page is the administrators' and managers' (a patron has none to go to).
 */
export function OverdueBlock({ links, today, withList }: { links: CaseLinks; today: string; withList: boolean }) {
  const texts = homeTexts.overdue;
  const query = useQuery(overdueQuery());
  const items = query.data?.items ?? [];
  return (
    <ListBlock
      texts={texts}
      description={query.data ? texts.count(query.data.totalCount) : undefined}
      more={withList && linkOptions({ to: '/overdueSettlements' })}
      query={query}
      items={items}
      keyOf={(settlement) => settlement.id}
    >
      {(settlement) => (
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <AnchorLink {...links.details(settlement.caseId)} fw={600}>
              {settlement.case.name}
            </AnchorLink>
            <Text size="sm" c="dimmed">
              {[settlement.client && fullName(settlement.client), settlement.invoiceNumber].filter(Boolean).join(' · ')}
            </Text>
          </Stack>
          <Stack gap={2} align="flex-end">
            <Text fw={700} style={nowrap}>
              {formatAmount(settlement.grossAmount)}
            </Text>
            {settlement.paymentDueDate && (
              <Text size="xs" c="var(--mantine-color-red-text)" style={nowrap}>
                {texts.daysLate(daysLate(settlement.paymentDueDate, today))}
              </Text>
            )}
          </Stack>
        </Group>
      )}
    </ListBlock>
  );
}

/** A count of the administrator's lists, leading to the list filtered to what it counts; loads on its own. */
function CountTile({
  label,
  hint,
  query,
  target,
}: {
  label: string;
  hint: string;
  query: { isPending: boolean; error: unknown; data?: { totalCount: number } };
  /** The cases of a status (/cases?status=…) or the overdue settlements. */
  target: CaseStatus | 'overdue';
}) {
  const count = query.data?.totalCount;
  const refused = errorStatus(query.error) === 403;
  const body = (
    <Paper withBorder radius="md" p="md" h="100%">
      <Group justify="space-between" align="center" wrap="nowrap" gap="sm">
        <Text fw={600}>{label}</Text>
        {count !== undefined ? (
          <Text fz={30} fw={700} lh={1.1}>
            {count}
          </Text>
        ) : query.error ? (
          <Text size="sm" c="dimmed" ta="right">
            {refused ? queryStateTexts.forbidden.title : queryStateTexts.failed.message}
          </Text>
        ) : (
          <div role="status">
            <span className="app-sr-only">{homeTexts.loading}</span>
            <Skeleton height={33} width={48} aria-hidden />
          </div>
        )}
      </Group>
      <Text size="xs" c="dimmed" mt={4}>
        {hint}
      </Text>
      {count !== undefined && (
        <Text size="sm" c="var(--mantine-color-anchor)" mt={6}>
          {homeTexts.admin.showList} →
        </Text>
      )}
    </Paper>
  );
  if (count === undefined) return body;
  const props = { underline: 'never', c: 'inherit', display: 'block' } as const;
  return target === 'overdue' ? (
    <AnchorLink to="/overdueSettlements" {...props}>
      {body}
    </AnchorLink>
  ) : (
    <AnchorLink to="/cases" search={{ status: target }} {...props}>
      {body}
    </AnchorLink>
  );
}

/**
 * The administrator's counts: new cases, cases waiting for an offer (status Offering) and overdue settlements, each
 * leading to its list filtered by the URL (`/cases?status=New`, `/cases?status=Offering`, `/overdueSettlements`).
 */
export function AdminCounts() {
  const texts = homeTexts.admin;
  const titleId = useId();
  const newCases = useQuery(casesOfStatusQuery('New'));
  const offering = useQuery(casesOfStatusQuery('Offering'));
  const overdue = useQuery(overdueQuery());
  return (
    <section aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId} mb="sm">
        {texts.counts}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
        <CountTile label={texts.newCases} hint={texts.newCasesHint} query={newCases} target="New" />
        <CountTile label={texts.offering} hint={texts.offeringHint} query={offering} target="Offering" />
        <CountTile label={texts.overdue} hint={texts.overdueHint} query={overdue} target="overdue" />
      </SimpleGrid>
    </section>
  );
}

/** The newest reported cases (status New), each with its client and the day it was reported. */
export function NewestCasesBlock({ links }: { links: CaseLinks }) {
  const texts = homeTexts.admin;
  const query = useQuery(casesOfStatusQuery('New'));
  const items = query.data?.items ?? [];
  return (
    <ListBlock
      texts={{ ...homeTexts.admin.newest, all: homeTexts.cases.all }}
      more={linkOptions({ to: '/cases', search: { status: 'New' } })}
      query={query}
      items={items}
      keyOf={(caseItem) => caseItem.id}
    >
      {(caseItem) => (
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <AnchorLink {...links.details(caseItem.id)} fw={600}>
              {caseItem.name}
            </AnchorLink>
            <Text size="sm" c="dimmed">
              {texts.client(fullName(caseItem.client))}
            </Text>
          </Stack>
          {caseItem.createdAt && (
            <Text size="sm" c="dimmed" style={nowrap}>
              {formatDate(caseItem.createdAt)}
            </Text>
          )}
        </Group>
      )}
    </ListBlock>
  );
}
