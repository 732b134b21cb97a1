import { Text } from '@mantine/core';
import type { Settlement } from '@portal/sdk/model';
import { PaymentStatusSelect } from '@/components/settlements/PaymentStatusSelect';
import { paymentProcessStatusLabel } from '@/copy/settlement-labels';
import { cardPaymentUnderWay } from '@/lib/settlements/payment-rules';
import { usePatchSettlementFields, useSetPaymentStatus } from './api';
import { settlementDetailsTexts as texts } from './texts';

const invoiceOf = (s: Settlement) => s.invoiceNumber ?? texts.noInvoiceNumber;

/** A settlement's payment status, set in a list's row; "Opłacono" waits while a card payment is under way. */
export function PaymentStatusCell({ settlement }: { settlement: Settlement }) {
  const setStatus = useSetPaymentStatus();
  return (
    <>
      <PaymentStatusSelect
        variant="payment"
        label={texts.paymentStatusOf(invoiceOf(settlement))}
        hideLabel
        value={settlement.paymentStatus}
        paidDisabled={cardPaymentUnderWay(settlement) || settlement.payuStatus === 'COMPLETED'}
        disabled={setStatus.isPending}
        onChange={(status) => setStatus.mutate({ params: { id: settlement.id, status } })}
      />
      {settlement.payuStatus && (
        <Text size="xs" c="dimmed" mt={4}>
          {texts.payuStatus}: {paymentProcessStatusLabel(settlement.payuStatus)}
        </Text>
      )}
    </>
  );
}

/** A settlement's collection status, set in a list's row once its invoice is issued. */
export function CollectionStatusCell({ settlement }: { settlement: Settlement }) {
  const patch = usePatchSettlementFields();
  if (settlement.paymentStatus === 'Forecast') return null;
  return (
    <PaymentStatusSelect
      variant="collection"
      label={texts.collectionStatusOf(invoiceOf(settlement))}
      hideLabel
      value={settlement.collectionStatus}
      paidDisabled
      disabled={patch.isPending}
      onChange={(collectionStatus) => patch.mutate({ id: settlement.id, data: { collectionStatus } })}
    />
  );
}
