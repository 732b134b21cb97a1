import { Alert, Button, Group, Modal, Radio, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { Settlement, SettlementCardToken } from '@portal/sdk/model';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { mutationErrorText } from '@/components/MutationError';
import { isLostAnswer, lostAnswerChecked, useLostAnswerCheck } from '@/lib/lost-answer';
import { useOneAtATime } from '@/lib/one-at-a-time';
import { PaymentTerms } from '@/components/settlements/PaymentTerms';
import { goToProvider } from '@/components/settlements/provider-redirect';
import { providerOutcome, refReqIdOf, startCardVerification } from '@/components/settlements/provider-result';
import { formatAmount } from '@/copy/dates';
import { savedCardsQuery, useLostPaymentCheck, usePayBySavedCard, useStartCardPayment } from './api';
import { cardLabel } from './card-label';
import { paymentTexts as texts } from './payment-texts';

/** The client's card to pay with in one click: the preferred valid one, else any valid one. */
export const cardToPayWith = (cards: readonly SettlementCardToken[]) =>
  cards.find((card) => card.preferred && card.status === 'NEW') ?? cards.find((card) => card.status === 'NEW');

type Method = 'savedCard' | 'provider';

/**
 * "Zapłać": paying means accepting the platform's terms, with the payment carried out by the card provider (spec
 * 000 section 2). The client pays on the provider's page, or in one step with their saved card where they have one.
 */
export function PayDialog({ settlement, onClose }: { settlement: Settlement | null; onClose: () => void }) {
  return (
    <Modal opened={!!settlement} onClose={onClose} title={texts.dialogTitle} size="md">
      {settlement && <PayDialogBody settlement={settlement} onClose={onClose} />}
    </Modal>
  );
}

function PayDialogBody({ settlement, onClose }: { settlement: Settlement; onClose: () => void }) {
  const router = useRouter();
  const navigate = useNavigate();
  const cards = useQuery(savedCardsQuery());
  const savedCard = cards.data && cardToPayWith(cards.data.cardTokens);
  const [chosen, setChosen] = useState<Method>();
  const method: Method = chosen ?? (savedCard ? 'savedCard' : 'provider');
  const [declined, setDeclined] = useState<string>();
  const [leaving, setLeaving] = useState(false);
  // a lost answer is checked here before the user is told (below)
  const start = useStartCardPayment({ request: lostAnswerChecked });
  const payBySavedCard = usePayBySavedCard(lostAnswerChecked);
  const lostPaymentCheck = useLostPaymentCheck();
  const { checking, tell: tellLostAnswer } = useLostAnswerCheck();
  const once = useOneAtATime();

  const payOnProviderPage = () => {
    // the provider sends the client back to their settlements, where the outcome is told
    const currentUrl = new URL(router.buildLocation({ to: '/mySettlements' }).href, window.location.origin).href;
    return start.mutateAsync(
      { data: { settlementId: settlement.id, currentUrl } },
      {
        onSuccess: ({ paymentUrl }) => {
          if (goToProvider(paymentUrl)) setLeaving(true);
          else onClose();
        },
      },
    );
  };

  const payWithSavedCard = () =>
    payBySavedCard.mutateAsync(
      { id: settlement.id },
      {
        onSuccess: (result) => {
          const outcome = providerOutcome(result);
          if (outcome.kind === 'failed') return setDeclined(outcome.message);
          onClose();
          if (outcome.kind === 'verification') startCardVerification(outcome.redirectUri);
          else if (outcome.kind === 'cvv') {
            const refReqId = refReqIdOf(outcome.redirectUri);
            void navigate({ to: '/mySettlements', search: { statusCode: 'WARNING_CONTINUE_CVV', refReqId } });
          } else void navigate({ to: '/mySettlements', search: { statusCode: 'SUCCESS' } });
        },
      },
    );

  /**
   * One payment per click: a second click while it is sent (or checked) does nothing. When its answer is lost (the
   * network, a timeout), whether the settlement got paid decides what the client is told, before paying again is
   * offered: paid, the dialog closes as after a payment; not, the usual failure, and "Zapłać" again.
   */
  const pay = () =>
    once(async () => {
      const lookForIt = lostPaymentCheck(settlement.id);
      try {
        await (method === 'savedCard' ? payWithSavedCard() : payOnProviderPage());
      } catch (failure) {
        if (!isLostAnswer(failure)) return;
        const paid = await tellLostAnswer(lookForIt);
        if (!paid) return;
        onClose();
        notifications.show({ id: 'payment-taken', color: 'green', ...texts.paidAfterLostAnswer });
      }
    });

  const pending = start.isPending || payBySavedCard.isPending || checking || leaving;
  const error = checking
    ? undefined
    : (mutationErrorText(start.error ?? payBySavedCard.error, texts.failed) ?? declined);
  return (
    <Stack gap="md">
      <div>
        <Text>{texts.invoice(settlement.invoiceNumber)}</Text>
        <Text size="sm" c="dimmed">
          {settlement.case.name}
        </Text>
        <Text fw={700} size="xl" mt="xs">
          {formatAmount(settlement.grossAmount)}
        </Text>
      </div>
      {cards.isPending ? (
        <Skeleton height={56} />
      ) : (
        savedCard && (
          <Radio.Group label={texts.method} value={method} onChange={(value) => setChosen(value as Method)}>
            <Stack gap="xs" mt="xs">
              <Radio value="savedCard" label={texts.savedCard(cardLabel(savedCard))} />
              <Radio value="provider" label={texts.providerPage} />
            </Stack>
          </Radio.Group>
        )
      )}
      <PaymentTerms />
      {error && (
        <Alert color="red" variant="light" role="alert" py="xs">
          {error}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} disabled={leaving}>
          {texts.cancel}
        </Button>
        <Button loading={pending} disabled={cards.isPending} onClick={pay}>
          {texts.pay}
        </Button>
      </Group>
    </Stack>
  );
}
