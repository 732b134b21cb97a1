import { Select } from '@mantine/core';
import type { SettlementCollectionStatus, SettlementPaymentStatus } from '@portal/sdk/model';
import { settlementCollectionStatusLabels, settlementPaymentStatusLabels } from '@/copy/settlement-labels';

type Variant = 'payment' | 'collection';
type ValueOf<V extends Variant> = V extends 'payment' ? SettlementPaymentStatus : SettlementCollectionStatus;

const labelsOf = { payment: settlementPaymentStatusLabels, collection: settlementCollectionStatusLabels };

/**
 * The settlement payment-status selector (spec 000 sections 5 and 9), in its two variants: the payment status
 * (Prognoza, Wystawiono fakturę, Opłacono) and the collection status (Wystawiono fakturę, Opłacono, Windykacja).
 * With `paidDisabled` "Opłacono" cannot be chosen, and a paid value is not editable.
 */
export function PaymentStatusSelect<V extends Variant>({
  variant,
  value,
  onChange,
  label,
  hideLabel = false,
  paidDisabled = false,
  disabled = false,
}: {
  variant: V;
  value: ValueOf<V> | null | undefined;
  onChange: (status: ValueOf<V>) => void;
  label: string;
  /** The label is read to screen readers only (a table cell under its column's header). */
  hideLabel?: boolean;
  paidDisabled?: boolean;
  disabled?: boolean;
}) {
  const labels = labelsOf[variant] as Record<string, string>;
  const data = Object.entries(labels).map(([status, text]) => ({
    value: status,
    label: text,
    disabled: paidDisabled && status === 'Paid',
  }));
  return (
    <Select
      data={data}
      value={value ?? null}
      onChange={(next) => next && next !== value && onChange(next as ValueOf<V>)}
      label={hideLabel ? undefined : label}
      aria-label={hideLabel ? label : undefined}
      allowDeselect={false}
      disabled={disabled || (paidDisabled && value === 'Paid')}
      size="xs"
      w={160}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
