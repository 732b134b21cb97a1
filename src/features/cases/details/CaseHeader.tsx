import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { Case } from '@portal/sdk/model';
import { IconPencil } from '@tabler/icons-react';
import { ButtonLink } from '@/components/links';
import { CaseStatusTag } from '@/components/cases/CaseStatusTag';
import { caseTypeLabel } from '@/copy/case-labels';
import { formatDate } from '@/copy/dates';
import type { CaseFamily } from '@/features/cases/families';
import { caseTexts } from '@/features/cases/texts';
import { personName } from './format';

const texts = caseTexts.details.header;

export interface CaseHeaderProps {
  caseItem: Case;
  /** Where "Edytuj" leads; absent when the user cannot edit or the family has no edit screen. */
  editLink?: ReturnType<NonNullable<CaseFamily['edit']>>;
}

/** The case name with its status tag, product type and the edit link. */
export function CaseHeader({ caseItem, editLink }: CaseHeaderProps) {
  return (
    <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
      <Stack gap={6}>
        <Title order={2}>{caseItem.name}</Title>
        <Group gap="xs">
          <CaseStatusTag status={caseItem.status} size="lg" />
          <Badge variant="outline" color="gray" size="lg" tt="none">
            {caseTypeLabel(caseItem.type)}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {texts.number(caseItem.id)}
          {caseItem.createdAt && texts.createdOn(formatDate(caseItem.createdAt))}
          {caseItem.createdBy && texts.createdBy(personName(caseItem.createdBy)!)}
        </Text>
      </Stack>
      {editLink && (
        <ButtonLink {...editLink} variant="light" leftSection={<IconPencil size={16} aria-hidden />}>
          {caseTexts.edit}
        </ButtonLink>
      )}
    </Group>
  );
}
