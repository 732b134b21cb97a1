import {
  ActionIcon,
  Alert,
  Button,
  Card,
  Group,
  NumberInput,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  createInvoicePaymentBodyAmountExclusiveMin,
  createInvoicePaymentBodyNoteMax,
} from '@portal/sdk/limits/invoices';
import type { Invoice } from '@portal/sdk/model';
import { IconTrash } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { confirmAction } from '@/components/confirm';
import { DayInput } from '@/components/DayInput';
import { mutationErrorText } from '@/components/MutationError';
import { notifySaved } from '@/components/notify-saved';
import { phoneTableContainer } from '@/components/lists/phone-table';
import { localToday } from '@/lib/settlements/payment-rules';
import { formatAmount, formatDate } from '@/copy/dates';
import { fromGrosze, toGrosze } from '@/lib/grosze';
import { serverFieldErrors } from '@/lib/server-errors';
import { useCreateInvoicePayment, useDeleteInvoicePayment } from './api';
import { invoiceTexts } from './texts';

const texts = invoiceTexts.payments;

interface PaymentValues {
  amount: number | '';
  date: string;
  note: string;
}

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

  const submit = form.onSubmit(async (values) => {
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
  });

  const removePayment = (paymentId: number, amount: number, date: string) =>
    confirmAction({
      ...texts.removeConfirm,
      destructive: true,
      onConfirm: async () => {
        setFailure(undefined);
        try {
          await remove.mutateAsync({ id: invoice.id, paymentId });
        } catch (error) {
          return setFailure(mutationErrorText(error, texts.failed) ?? texts.failed);
        }
        notifySaved(texts.removed);
      },
      message: `${texts.removeConfirm.message} (${formatAmount(amount)}, ${formatDate(date)})`,
    });

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
          <Table.ScrollContainer {...phoneTableContainer}>
            <Table aria-label={texts.title}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{texts.date}</Table.Th>
                  <Table.Th ta="right">{texts.amount}</Table.Th>
                  <Table.Th>{texts.note}</Table.Th>
                  {editable && <Table.Th aria-hidden />}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {invoice.payments.map((payment) => (
                  <Table.Tr key={payment.id}>
                    <Table.Td>{formatDate(payment.date)}</Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {formatAmount(payment.amount)}
                    </Table.Td>
                    <Table.Td>{payment.note}</Table.Td>
                    {editable && (
                      <Table.Td ta="right">
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={texts.remove(formatAmount(payment.amount), formatDate(payment.date))}
                          onClick={() => removePayment(payment.id, payment.amount, payment.date)}
                        >
                          <IconTrash size={16} aria-hidden />
                        </ActionIcon>
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
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
