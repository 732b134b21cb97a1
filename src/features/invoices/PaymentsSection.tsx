import { Alert, Button, Card, Group, NumberInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  createInvoicePaymentBodyAmountExclusiveMin,
  createInvoicePaymentBodyNoteMax,
} from '@portal/sdk/limits/invoices';
import type { Invoice, InvoicePayment } from '@portal/sdk/model';
import { useId, useState } from 'react';
import { DayInput } from '@/components/DayInput';
import { ListTable, type ListColumn } from '@/components/lists/ListTable';
import type { RowActionsOf } from '@/components/lists/RowActions';
import { mutationErrorText } from '@/components/MutationError';
import { notifySaved } from '@/components/notify-saved';
import { localToday } from '@/lib/settlements/payment-rules';
import { formatAmount, formatDate } from '@/copy/dates';
import { fromGrosze, toGrosze } from '@/lib/grosze';
import { useOneAtATime } from '@/lib/one-at-a-time';
import { serverFieldErrors } from '@/lib/server-errors';
import { useCreateInvoicePayment, useDeleteInvoicePayment } from './api';
import { invoiceTexts } from './texts';

const texts = invoiceTexts.payments;

interface PaymentValues {
  amount: number | '';
  date: string;
  note: string;
}

const columns: ListColumn<InvoicePayment>[] = [
  { key: 'date', header: texts.date, nowrap: true, value: (payment) => formatDate(payment.date) },
  {
    key: 'amount',
    header: texts.amount,
    align: 'right',
    nowrap: true,
    phone: 'key',
    value: (payment) => formatAmount(payment.amount),
  },
  { key: 'note', header: texts.note, phone: 'labelled', value: (payment) => payment.note },
];

/**
 * The payments recorded against an invoice: what is paid and what is left, each payment (removable by those who
 * keep invoices, `editable`), and a form to record one. A draft takes no payments.
 */
export function PaymentsSection({ invoice, editable }: { invoice: Invoice; editable: boolean }) {
  const titleId = useId();
  const add = useCreateInvoicePayment();
  const remove = useDeleteInvoicePayment();
  const [failure, setFailure] = useState<string>();
  // a correction that lowers the sum is settled by returning the difference: its payments are refunds
  const refund = invoice.grossTotal < 0;
  const left = toGrosze(Math.abs(invoice.grossTotal)) - toGrosze(invoice.amountPaid);
  const form = useForm<PaymentValues>({
    mode: 'controlled',
    initialValues: { amount: left > 0 ? fromGrosze(left) : '', date: localToday(), note: '' },
    validate: {
      amount: (value) => (value === '' || value <= 0 ? texts.amountRequired : null),
      date: (value) => (value ? null : texts.dateRequired),
    },
  });

  // one payment per click: a second click or Enter while it is sent records nothing
  const once = useOneAtATime();
  const submit = form.onSubmit((values) =>
    once(async () => {
      setFailure(undefined);
      try {
        await add.mutateAsync({
          id: invoice.id,
          data: { amount: values.amount as number, date: values.date, note: values.note.trim() || null },
        });
      } catch (error) {
        const invalid = serverFieldErrors(error, ['amount', 'date', 'note']);
        if (invalid) form.setErrors(invalid.fields);
        return setFailure(invalid?.other.join(' ') || (mutationErrorText(error, texts.failed) ?? texts.failed));
      }
      form.setValues({ amount: '', note: '' });
      notifySaved(texts.added);
    }),
  );

  const actions: RowActionsOf<InvoicePayment> = {
    name: (payment) => texts.name(formatAmount(payment.amount), formatDate(payment.date)),
    remove: (payment) => ({
      title: texts.removeConfirm.title,
      message: `${texts.removeConfirm.message} (${formatAmount(payment.amount)}, ${formatDate(payment.date)})`,
      onConfirm: async () => {
        setFailure(undefined);
        try {
          await remove.mutateAsync({ id: invoice.id, paymentId: payment.id });
        } catch (error) {
          return setFailure(mutationErrorText(error, texts.failed) ?? texts.failed);
        }
        notifySaved(texts.removed);
      },
    }),
    busy: (payment) => remove.isPending && remove.variables?.paymentId === payment.id,
  };

  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          {texts.title}
        </Title>
        <Group gap="xl">
          <Text size="sm">
            {refund ? texts.refunded : texts.paid}: <strong>{formatAmount(invoice.amountPaid)}</strong>
          </Text>
          <Text size="sm">
            {left < 0 ? texts.overpaid : refund ? texts.leftToRefund : texts.left}:{' '}
            <strong>{formatAmount(fromGrosze(Math.abs(left)))}</strong>
          </Text>
        </Group>
        {invoice.payments.length ? (
          <ListTable
            label={texts.title}
            rows={invoice.payments}
            rowKey={(payment) => payment.id}
            columns={columns}
            minWidth={0}
            actions={editable ? actions : undefined}
          />
        ) : (
          <Text size="sm" c="dimmed">
            {texts.none}
          </Text>
        )}
        {editable && invoice.status === 'Draft' && (
          <Text size="sm" c="dimmed">
            {texts.draftHint}
          </Text>
        )}
        {editable && invoice.status !== 'Draft' && (
          <form onSubmit={submit} noValidate>
            <Group align="flex-start" gap="sm" wrap="wrap">
              <NumberInput
                label={texts.amount}
                withAsterisk
                min={createInvoicePaymentBodyAmountExclusiveMin}
                decimalScale={2}
                fixedDecimalScale
                decimalSeparator=","
                thousandSeparator=" "
                suffix={invoiceTexts.form.currencySuffix}
                w={{ base: '100%', xs: 160 }}
                {...form.getInputProps('amount')}
              />
              <DayInput label={texts.date} withAsterisk w={{ base: '100%', xs: 160 }} {...form.getInputProps('date')} />
              <TextInput
                label={texts.note}
                maxLength={createInvoicePaymentBodyNoteMax}
                style={{ flex: 1, minWidth: 200 }}
                {...form.getInputProps('note')}
              />
              <Button type="submit" mt={{ base: 0, xs: 25 }} loading={add.isPending}>
                {texts.add}
              </Button>
            </Group>
          </form>
        )}
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
