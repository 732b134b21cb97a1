import { Divider, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import type { Case, CasePeriod } from '@portal/sdk/model';
import { formatPeriod } from '@/copy/case-labels';
import type { CasePermissions } from '@/features/cases/permissions';
import { caseTexts } from '@/features/cases/texts';
import { PeriodActions } from './PeriodActions';
import { PeriodAttachments } from './PeriodAttachments';
import { PeriodChecklist } from './PeriodChecklist';
import { PeriodStatusControl } from './PeriodStatusControl';
import { PeriodSummary } from './PeriodSummary';

export interface PeriodDetailsProps {
  caseItem: Case;
  period: CasePeriod;
  permissions: CasePermissions;
}

/** Everything about one period: status, ready and summary actions, checklist, summary and both sides' documents. */
export function PeriodDetails({ caseItem, period, permissions }: PeriodDetailsProps) {
  const label = formatPeriod(period.year, period.month);
  return (
    <Stack gap="md" component="article" aria-label={caseTexts.periods.periodTitle(label)}>
      <Divider />
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={4}>{caseTexts.periods.periodTitle(label)}</Title>
        <PeriodStatusControl caseId={caseItem.id} period={period} canEdit={permissions.editPeriods} />
      </Group>
      <PeriodActions caseId={caseItem.id} period={period} permissions={permissions} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <PeriodChecklist caseId={caseItem.id} period={period} canEdit={permissions.editPeriods} />
        <PeriodSummary caseId={caseItem.id} period={period} canEdit={permissions.editPeriods} />
      </SimpleGrid>
      <PeriodAttachments side="client" caseItem={caseItem} period={period} permissions={permissions} />
      <PeriodAttachments side="expert" caseItem={caseItem} period={period} permissions={permissions} />
    </Stack>
  );
}
