import { Group, Select, Tooltip, VisuallyHidden, type ComboboxItem } from '@mantine/core';
import type { PeriodStatus } from '@portal/sdk/model';
import { IconInfoCircle } from '@tabler/icons-react';
import { periodDoneTooltip, periodStatusLabels } from '@/copy/case-labels';
import { caseComponentTexts } from './texts';

const order: PeriodStatus[] = ['NotStarted', 'InProgress', 'ReadyForAccounting', 'Done'];

// Done is shown but cannot be picked: it is reached only by sending the period summary.
const options: ComboboxItem[] = order.map((status) => ({
  value: status,
  label: periodStatusLabels[status],
  disabled: status === 'Done',
}));

export interface PeriodStatusSelectProps {
  /** The period's status; a missing status counts as NotStarted. */
  value: PeriodStatus | null | undefined;
  onChange: (status: PeriodStatus) => void;
  /** For users who cannot edit the period (and while a change is being saved). */
  disabled?: boolean;
  label?: string;
}

/** The case period status selector (spec 000 sections 2 and 4). */
export function PeriodStatusSelect({
  value,
  onChange,
  disabled,
  label = caseComponentTexts.periodStatus,
}: PeriodStatusSelectProps) {
  return (
    <Select
      label={label}
      data={options}
      value={value ?? 'NotStarted'}
      allowDeselect={false}
      disabled={disabled}
      onChange={(next) => {
        if (next && next !== 'Done' && next !== (value ?? 'NotStarted')) onChange(next as PeriodStatus);
      }}
      renderOption={({ option }) =>
        option.value === 'Done' ? (
          <Tooltip label={periodDoneTooltip} position="bottom-start" multiline maw={260} withArrow>
            <Group gap={6} wrap="nowrap" w="100%">
              <span>{option.label}</span>
              <IconInfoCircle size={14} aria-hidden />
              <VisuallyHidden>{periodDoneTooltip}</VisuallyHidden>
            </Group>
          </Tooltip>
        ) : (
          option.label
        )
      }
    />
  );
}
