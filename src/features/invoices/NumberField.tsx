import { Button, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { createInvoiceBodyNumberMax } from '@portal/sdk/limits/invoices';
import type { InvoiceKind } from '@portal/sdk/model';
import { useState } from 'react';
import { useGenerateInvoiceNumber } from './api';
import type { InvoiceFormValues } from './form-values';
import { invoiceTexts } from './texts';

const texts = invoiceTexts.form;

/** The invoice number: typed, left empty (numbered on save), or the next one of its series asked from the server. */
export function NumberField({
  form,
  caseId,
  kind,
}: {
  form: UseFormReturnType<InvoiceFormValues>;
  caseId: number;
  kind: InvoiceKind;
}) {
  const numbering = useGenerateInvoiceNumber();
  const [failed, setFailed] = useState(false);
  const generate = async () => {
    setFailed(false);
    try {
      const { number } = await numbering.mutateAsync({ data: { caseId, kind, issueDate: form.values.issueDate } });
      form.setFieldValue('number', number);
    } catch {
      setFailed(true);
    }
  };
  return (
    <Stack gap={4}>
      <TextInput
        label={texts.fields.number}
        description={texts.numberHint}
        maxLength={createInvoiceBodyNumberMax}
        {...form.getInputProps('number')}
        error={form.errors.number ?? (failed ? texts.numberFailed : undefined)}
      />
      <Button
        variant="subtle"
        size="compact-sm"
        onClick={generate}
        loading={numbering.isPending}
        disabled={!form.values.issueDate}
        style={{ alignSelf: 'flex-start' }}
      >
        {texts.generateNumber}
      </Button>
    </Stack>
  );
}
