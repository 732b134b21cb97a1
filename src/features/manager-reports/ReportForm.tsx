import { NumberInput, SimpleGrid, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { createManagerReportBodyCommentMax } from '@portal/sdk/limits/manager-reports';
import type { ManagerReport, ManagerReportInput, PlanKind } from '@portal/sdk/model';
import { CreateManagerReportBody } from '@portal/sdk/zod/manager-reports';
import { useState } from 'react';
import { FormActions } from '@/components/FormActions';
import { FormSection } from '@/components/FormSection';
import { mutationErrorText } from '@/components/MutationError';
import { notifySaved } from '@/components/notify-saved';
import { UnsavedChangesGuard } from '@/components/UnsavedChangesGuard';
import { formatDateTime } from '@/copy/dates';
import { formatMeasure, reportKindLabels, reportMeasureLabels, reportMeasures } from '@/copy/sales-labels';
import type { ReportMeasure } from '@/copy/sales-labels';
import { useOneAtATime } from '@/lib/one-at-a-time';
import { serverFieldErrors } from '@/lib/server-errors';
import { contractValidation } from '@/lib/validation';
import { useCreateManagerReport, useUpdateManagerReport } from './api';
import { managerReportsTexts } from './texts';

const texts = managerReportsTexts.form;
type Values = Record<ReportMeasure, number | string> & { comment: string };
const fields = [...reportMeasures, 'comment'] as const;

const initialValues = (report: ManagerReport | undefined): Values => ({
  ...(Object.fromEntries(reportMeasures.map((measure) => [measure, report?.[measure] ?? ''])) as Record<
    ReportMeasure,
    number | string
  >),
  comment: report?.comment ?? '',
});

/** The body sent: an empty figure is left out (the server takes it as 0), an empty comment is none. */
const toBody = (day: string, kind: PlanKind, values: Values): ManagerReportInput => ({
  date: day,
  kind,
  ...Object.fromEntries(
    reportMeasures.filter((measure) => values[measure] !== '').map((measure) => [measure, Number(values[measure])]),
  ),
  comment: values.comment.trim() || null,
});

export interface ReportFormProps {
  day: string;
  kind: PlanKind;
  /** The report as saved; none yet: the form creates it. */
  report: ManagerReport | undefined;
  /** The day's plan, whose figures the outcome's fields name. */
  plan?: ManagerReport;
}

/**
 * One of a manager's two reports of a day, the plan or the outcome: created (POST) when the day has none of its
 * kind yet, replaced (PUT) when it has; so a day keeps one of each. A failed save keeps what was typed, with the
 * server's messages under the fields and above the buttons. Render it keyed by the saved report (its id and
 * change time): a save starts it again from what the server stored.
 */
export function ReportForm({ day, kind, report, plan }: ReportFormProps) {
  const create = useCreateManagerReport();
  const update = useUpdateManagerReport();
  const once = useOneAtATime();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: initialValues(report),
    validate: contractValidation(CreateManagerReportBody, (values: Values) => toBody(day, kind, values)),
  });
  const label = reportKindLabels[kind];

  const save = (values: Values) =>
    once(async () => {
      setFailure(null);
      const data = toBody(day, kind, values);
      try {
        await (report ? update.mutateAsync({ id: report.id, data }) : create.mutateAsync({ data }));
        notifySaved(texts.saved(label, day));
      } catch (error) {
        const invalid = serverFieldErrors(error, fields);
        if (!invalid) return setFailure(mutationErrorText(error, texts.failed));
        form.setErrors(invalid.fields);
        const marked = Object.keys(invalid.fields).length ? [texts.invalid] : [];
        setFailure([...marked, ...invalid.other].join(' ') || texts.failed);
      }
    });

  const saved = report && (report.updatedAt ?? report.createdAt);
  return (
    <FormSection title={label}>
      <form onSubmit={form.onSubmit(save)} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {saved ? texts.savedAt(formatDateTime(saved)) : texts.notYet}
          </Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            {reportMeasures.map((measure) => (
              <NumberInput
                key={measure}
                label={reportMeasureLabels[measure]}
                description={plan && texts.planHint(formatMeasure(measure, plan[measure] ?? 0))}
                placeholder="0"
                min={0}
                allowNegative={false}
                {...(measure === 'salesAmount'
                  ? { decimalScale: 2, decimalSeparator: ',', thousandSeparator: ' ' }
                  : { allowDecimal: false })}
                {...form.getInputProps(measure)}
              />
            ))}
          </SimpleGrid>
          <Textarea
            label={managerReportsTexts.comment}
            autosize
            minRows={2}
            maxLength={createManagerReportBodyCommentMax}
            {...form.getInputProps('comment')}
          />
          <UnsavedChangesGuard dirty={form.isDirty()} />
          <FormActions
            onCancel={() => {
              form.reset();
              setFailure(null);
            }}
            pending={create.isPending || update.isPending}
            submitLabel={texts.save[kind]}
            failure={failure}
          />
        </Stack>
      </form>
    </FormSection>
  );
}
