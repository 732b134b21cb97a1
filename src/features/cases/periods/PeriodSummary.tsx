import { ActionIcon, Autocomplete, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type { CasePeriod, CasePeriodSummaryField } from '@portal/sdk/model';
import { setCasePeriodSummaryFieldByNamePathFieldNameMax } from '@portal/sdk/limits/cases';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { formatAmount, formatDate } from '@/copy/dates';
import { confirmAction } from '@/components/confirm';
import { queryStateTexts } from '@/components/texts';
import { caseTexts } from '@/features/cases/texts';
import { MutationError } from '@/components/MutationError';
import { periodParams } from './period-state';
import { useDeleteCasePeriodSummaryField, useSetCasePeriodSummaryFieldByName } from '@/features/cases/api';

const texts = caseTexts.periods.summary;

// the line's form (with the contract's validation and the date picker) loads when a line is first edited
const SummaryFieldEditor = lazy(() =>
  import('./SummaryFieldEditor').then((module) => ({ default: module.SummaryFieldEditor })),
);

/** The period summary (VAT, CIT, PIT, ZUS … lines); the expert side edits, adds and removes lines. */
export function PeriodSummary({ caseId, period, canEdit }: { caseId: number; period: CasePeriod; canEdit: boolean }) {
  const [editingId, setEditingId] = useState<number>();
  const remove = useDeleteCasePeriodSummaryField(caseId);

  const confirmRemove = (field: CasePeriodSummaryField) => {
    const name = texts.fieldLabel(field.fieldName);
    confirmAction({
      title: texts.deleteTitle,
      message: texts.deleteConfirm(name),
      onConfirm: () => remove.mutate({ caseId, params: { summaryId: field.summaryFieldId } }),
    });
  };

  return (
    <Stack gap="xs">
      <Title order={5}>{texts.title}</Title>
      {period.summaryFields.length === 0 && (
        <Text size="sm" c="dimmed">
          {texts.none}
        </Text>
      )}
      {period.summaryFields.map((field) => {
        const name = texts.fieldLabel(field.fieldName);
        return (
          <Paper key={field.summaryFieldId} withBorder p="xs" radius="sm" aria-label={texts.line(name)}>
            {editingId === field.summaryFieldId ? (
              <Suspense fallback={<Loader size="sm" aria-label={queryStateTexts.loading} />}>
                <SummaryFieldEditor
                  caseId={caseId}
                  period={period}
                  field={field}
                  onClose={() => setEditingId(undefined)}
                />
              </Suspense>
            ) : (
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <SummaryFieldView field={field} />
                {canEdit && (
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon
                      variant="subtle"
                      aria-label={caseTexts.editItem(name)}
                      onClick={() => setEditingId(field.summaryFieldId)}
                    >
                      <IconPencil size={16} />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={caseTexts.deleteItem(name)}
                      onClick={() => confirmRemove(field)}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Group>
                )}
              </Group>
            )}
          </Paper>
        );
      })}
      <MutationError error={remove.error} />
      {canEdit && <AddSummaryField caseId={caseId} period={period} />}
    </Stack>
  );
}

function SummaryFieldView({ field }: { field: CasePeriodSummaryField }) {
  return (
    <Stack gap={2}>
      <Text fw={600}>{texts.fieldLabel(field.fieldName)}</Text>
      {field.value && <Text size="sm">{field.value}</Text>}
      {field.amount !== null && field.amount !== undefined && (
        <Text size="sm">{texts.amount(formatAmount(field.amount))}</Text>
      )}
      {field.paymentDueDate && <Text size="sm">{texts.paymentDueDate(formatDate(field.paymentDueDate))}</Text>}
      {field.bankAccount && <Text size="sm">{texts.bankAccount(field.bankAccount)}</Text>}
    </Stack>
  );
}

/** Adds a line: one of the standard names (VAT, CIT, PIT, ZUS) or a name of the expert's own. */
function AddSummaryField({ caseId, period }: { caseId: number; period: CasePeriod }) {
  const [name, setName] = useState('');
  const add = useSetCasePeriodSummaryFieldByName(caseId);
  const present = new Set(period.summaryFields.map((field) => field.fieldName));
  const suggestions = Object.entries(texts.standardFields)
    .filter(([fieldName]) => !present.has(fieldName))
    .map(([, label]) => label);
  // a standard line is sent by its API name (Vat, CorporateTax …), anything else as typed
  const fieldName =
    Object.entries(texts.standardFields).find(([, label]) => label === name.trim().toUpperCase())?.[0] ?? name.trim();

  return (
    <Stack gap={4}>
      {/* on a phone the button goes under the field rather than being cut off */}
      <Group gap="xs" align="flex-end">
        <Autocomplete
          label={texts.newLine}
          placeholder={texts.newLinePlaceholder}
          data={suggestions}
          value={name}
          onChange={setName}
          maxLength={setCasePeriodSummaryFieldByNamePathFieldNameMax}
          style={{ flex: '1 1 10rem' }}
        />
        <Button
          variant="light"
          leftSection={<IconPlus size={16} />}
          disabled={!fieldName}
          loading={add.isPending}
          onClick={() =>
            add.mutate({ id: caseId, fieldName, params: periodParams(period) }, { onSuccess: () => setName('') })
          }
        >
          {texts.addLine}
        </Button>
      </Group>
      <MutationError error={add.error} />
    </Stack>
  );
}
