import {
  Alert,
  Button,
  CopyButton,
  Divider,
  Drawer,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import {
  setSettlementExpertInvoiceAmountQueryAmountMin,
  setSettlementExpertInvoiceQueryInvoiceNumberMax,
  setSettlementNotesQueryNotesMax,
} from '@portal/sdk/limits/settlements';
import type { PaymentForecast, Settlement } from '@portal/sdk/model';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DayInput } from '@/components/DayInput';
import { ButtonLink } from '@/components/links';
import { notifySaved } from '@/components/notify-saved';
import { MutationError } from '@/components/MutationError';
import { useOneAtATime } from '@/lib/one-at-a-time';
import { cardPaymentUnderWay } from '@/lib/settlements/payment-rules';
import { PaymentStatusSelect } from '@/components/settlements/PaymentStatusSelect';
import { formatAmount, formatDateTime } from '@/copy/dates';
import {
  paymentLinkQuery,
  shareStatusMutations,
  useSendNotification,
  useSetExpertInvoice,
  useSetExpertInvoiceAmount,
  useSetNotes,
  useSetPaymentDate,
} from './api';
import { settlementDetailsTexts as texts } from './texts';

const { drawer } = texts;
type ShareField = keyof typeof shareStatusMutations;

/** The rest of a settlement for the staff: the shares' statuses, payment date, notes, expert's invoice, link, notice. */
export function SettlementDrawer({ settlement, onClose }: { settlement: Settlement | undefined; onClose: () => void }) {
  const invoice = settlement?.invoiceNumber ?? texts.noInvoiceNumber;
  return (
    <Drawer opened={!!settlement} onClose={onClose} position="right" size="md" title={drawer.title(invoice)}>
      {settlement && <Details key={settlement.id} settlement={settlement} />}
    </Drawer>
  );
}

function Details({ settlement }: { settlement: Settlement }) {
  return (
    <Stack gap="lg">
      <div>
        <Text>{settlement.case.name}</Text>
        <Text size="sm">
          {drawer.gross}: {formatAmount(settlement.grossAmount)} · {drawer.net}: {formatAmount(settlement.amountDue)}
        </Text>
      </div>
      {cardPaymentUnderWay(settlement) && (
        <Alert color="blue" variant="light">
          {drawer.cardPaymentUnderWay}
        </Alert>
      )}
      <Shares settlement={settlement} />
      <Divider />
      <PaymentDate settlement={settlement} />
      <Notes settlement={settlement} />
      <ExpertInvoice settlement={settlement} />
      <Divider />
      <PaymentLink settlement={settlement} />
      <Notification settlement={settlement} />
      <Divider />
      <Group>
        <ButtonLink to="/settlement/$id/edit" params={{ id: settlement.id }} variant="default">
          {drawer.edit}
        </ButtonLink>
      </Group>
    </Stack>
  );
}

function Shares({ settlement }: { settlement: Settlement }) {
  const mutations = Object.fromEntries(
    Object.entries(shareStatusMutations).map(([field, use]) => [field, use()]),
  ) as Record<ShareField, ReturnType<(typeof shareStatusMutations)[ShareField]>>;
  const error = Object.values(mutations).find((m) => m.error)?.error;
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {drawer.shares}
      </Title>
      <SimpleGrid cols={2} spacing="sm">
        {(Object.keys(drawer.roles) as ShareField[]).map((field) => (
          <PaymentStatusSelect
            key={field}
            variant="payment"
            label={drawer.roles[field]}
            value={settlement[field]}
            disabled={mutations[field].isPending}
            onChange={(status: PaymentForecast) =>
              mutations[field].mutate(
                { id: settlement.id, params: { status } },
                { onSuccess: () => notifySaved(texts.saved) },
              )
            }
          />
        ))}
      </SimpleGrid>
      <MutationError error={error} />
    </Stack>
  );
}

function PaymentDate({ settlement }: { settlement: Settlement }) {
  const [date, setDate] = useState<string | null>(settlement.paymentDate ?? null);
  const save = useSetPaymentDate();
  return (
    <Group align="flex-end" gap="sm">
      <DayInput label={drawer.paymentDate} value={date} onChange={(day) => setDate(day || null)} w={180} />
      <Button
        variant="light"
        disabled={!date || date === settlement.paymentDate}
        loading={save.isPending}
        onClick={() =>
          date && save.mutate({ id: settlement.id, params: { date } }, { onSuccess: () => notifySaved(texts.saved) })
        }
      >
        {drawer.save}
      </Button>
      <MutationError error={save.error} />
    </Group>
  );
}

function Notes({ settlement }: { settlement: Settlement }) {
  const [notes, setNotes] = useState(settlement.notes ?? '');
  const save = useSetNotes();
  return (
    <Stack gap="xs">
      <Textarea
        label={drawer.notes}
        value={notes}
        onChange={(event) => setNotes(event.currentTarget.value)}
        autosize
        minRows={2}
        maxLength={setSettlementNotesQueryNotesMax}
      />
      <Group>
        <Button
          variant="light"
          disabled={notes === (settlement.notes ?? '')}
          loading={save.isPending}
          onClick={() =>
            save.mutate({ id: settlement.id, params: { notes } }, { onSuccess: () => notifySaved(texts.saved) })
          }
        >
          {drawer.save}
        </Button>
      </Group>
      <MutationError error={save.error} />
    </Stack>
  );
}

function ExpertInvoice({ settlement }: { settlement: Settlement }) {
  const [invoiceNumber, setInvoiceNumber] = useState(settlement.expertInvoiceNumber ?? '');
  const [amount, setAmount] = useState<number | string>(settlement.expertInvoiceAmount ?? '');
  const saveNumber = useSetExpertInvoice();
  const saveAmount = useSetExpertInvoiceAmount();
  const numberChanged = invoiceNumber.trim() !== (settlement.expertInvoiceNumber ?? '');
  const amountChanged = typeof amount === 'number' && amount !== settlement.expertInvoiceAmount;
  const save = async () => {
    if (numberChanged)
      await saveNumber.mutateAsync({ id: settlement.id, params: { invoiceNumber: invoiceNumber.trim() } });
    if (amountChanged) await saveAmount.mutateAsync({ id: settlement.id, params: { amount } });
    notifySaved(texts.saved);
  };
  return (
    <Stack gap="xs">
      <SimpleGrid cols={2} spacing="sm">
        <TextInput
          label={drawer.expertInvoiceNumber}
          value={invoiceNumber}
          onChange={(event) => setInvoiceNumber(event.currentTarget.value)}
          maxLength={setSettlementExpertInvoiceQueryInvoiceNumberMax}
        />
        <NumberInput
          label={drawer.expertInvoiceAmount}
          value={amount}
          onChange={setAmount}
          min={setSettlementExpertInvoiceAmountQueryAmountMin}
          decimalScale={2}
          fixedDecimalScale
          decimalSeparator=","
          suffix={drawer.currencySuffix}
        />
      </SimpleGrid>
      <Group>
        <Button
          variant="light"
          disabled={!numberChanged && !amountChanged}
          loading={saveNumber.isPending || saveAmount.isPending}
          onClick={() => void save().catch(() => undefined)}
        >
          {drawer.save}
        </Button>
      </Group>
      <MutationError error={saveNumber.error ?? saveAmount.error} />
    </Stack>
  );
}

function PaymentLink({ settlement }: { settlement: Settlement }) {
  const link = useQuery(paymentLinkQuery(settlement.id));
  const address = link.data?.paymentLink ?? '';
  return (
    <Group align="flex-end" gap="sm" wrap="nowrap">
      <TextInput label={drawer.paymentLink} value={address} readOnly style={{ flex: 1 }} />
      <CopyButton value={address}>
        {({ copied, copy }) => (
          <Button variant="light" onClick={copy} disabled={!address}>
            {copied ? drawer.copied : drawer.copy}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}

function Notification({ settlement }: { settlement: Settlement }) {
  const send = useSendNotification();
  // one e-mail per click: a double click sends it once
  const once = useOneAtATime();
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {settlement.notificationSentAt
          ? drawer.lastNotified(formatDateTime(settlement.notificationSentAt))
          : drawer.neverNotified}
      </Text>
      <Group>
        <Button
          loading={send.isPending}
          onClick={() =>
            once(() => send.mutateAsync({ id: settlement.id }, { onSuccess: () => notifySaved(drawer.notified) }))
          }
        >
          {drawer.notify}
        </Button>
      </Group>
      <MutationError error={send.error} />
    </Stack>
  );
}
