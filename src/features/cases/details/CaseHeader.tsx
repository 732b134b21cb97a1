import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import type { Case } from '@portal/sdk/model';
import { IconPencil } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { CaseStatusTag } from '../../../components/cases/CaseStatusTag';
import { caseTypeLabel } from '../../../copy/case-labels';
import { formatDate } from '../../../copy/dates';
import { personName } from './format';

export interface CaseHeaderProps {
  caseItem: Case;
  /** Where "Edytuj" leads; absent when the user cannot edit or the family has no edit screen. */
  editPath?: string;
}

/** The case name with its status tag, product type and the edit link. */
export function CaseHeader({ caseItem, editPath }: CaseHeaderProps) {
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
          Sprawa nr {caseItem.id}
          {caseItem.createdAt && ` · utworzona ${formatDate(caseItem.createdAt)}`}
          {caseItem.createdBy && ` przez ${personName(caseItem.createdBy)}`}
        </Text>
      </Stack>
      {editPath && (
        <Button component={Link} to={editPath} variant="light" leftSection={<IconPencil size={16} aria-hidden />}>
          Edytuj
        </Button>
      )}
    </Group>
  );
}
