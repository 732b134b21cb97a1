import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { CheckoutSettlement } from '@portal/sdk/model';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ApiErrorAlert } from '@/components/QueryState';
import { LoadingSkeleton } from '@/components/LoadingSkeleton';
import { usePageTrail } from '@/components/shell/page-title';
import { CvvForm, ProviderErrors } from '@/components/settlements/CvvForm';
import { PaymentTerms } from '@/components/settlements/PaymentTerms';
import { goToProvider } from '@/components/settlements/provider-redirect';
import { providerOutcome, refReqIdOf, startCardVerification } from '@/components/settlements/provider-result';
import type { ProviderReturnSearch } from '@/components/settlements/provider-return-search';
import {
  CardSdkGate,
  CardSection,
  SecureCardFields,
  useCardSdk,
  type CardSdkState,
} from '@/components/settlements/SecureCardFields';
import { useCardSave } from '@/components/settlements/use-card-save';
import { isLostAnswer, lostAnswerChecked, useLostAnswerCheck } from '@/lib/lost-answer';
import { useOneAtATime } from '@/lib/one-at-a-time';
import { formatAmount, formatDate } from '@/copy/dates';
import { settlementPaymentStatusLabels } from '@/copy/settlement-labels';
import { useSession } from '@/lib/auth/session-context';
import { config } from '@/lib/config';
import { errorStatus } from '@/lib/http/configure-http';
import type { CardSdk } from '@/lib/card-sdk/types';
import { checkoutQuery, useLostCheckoutPaymentCheck, usePayWithSavedCard, useSavePayerCard } from './api';
import { checkoutTexts as texts } from './texts';

/** The settlement is looked at every second once paid (spec 000 section 9)… */
export const POLL_INTERVAL_MS = 1000;
/** …and after more than this many looks without "Paid" the payer goes to the warning page. */
export const POLLS_BEFORE_WARNING = 9;

type Phase =
  | { kind: 'form' }
  /** The provider asked for the CVV, after saving the card (`then: 'pay'`) or after the payment (`'poll'`). */
  | { kind: 'cvv'; refReqId: string; then: 'pay' | 'poll' }
  | { kind: 'polling' }
  /** Where no page of the marketing site is set: the outcome said here. */
  | { kind: 'finished'; confirmed: boolean };

const initialPhase = ({ statusCode, refReqId }: ProviderReturnSearch): Phase =>
  statusCode === 'WARNING_CONTINUE_CVV' && refReqId ? { kind: 'cvv', refReqId, then: 'pay' } : { kind: 'form' };

/**
 * `/checkout/{guid}`: a settlement paid by card with no sign-in (a link the firm sends; spec 000 sections 2 and
 * 4). Whoever is signed in is signed out here. The payer's card is saved and charged; back from the bank's check
 * with SUCCESS the payment starts. Then the settlement is looked at every second until it is paid (the marketing
 * site's success page) or, after more than 9 looks, the warning page.
 */
export function CheckoutScreen({ guid, search }: { guid: string; search: ProviderReturnSearch }) {
  const { title } = usePageTrail();
  const session = useSession();
  useEffect(() => {
    if (session.hasStoredUser()) void session.forget();
  }, [session]);
  const sdk = useCardSdk();
  const [phase, setPhase] = useState<Phase>(() => initialPhase(search));
  const [payError, setPayError] = useState<string>();
  const checkout = useQuery({ ...checkoutQuery(guid), refetchInterval: phase.kind === 'polling' && POLL_INTERVAL_MS });
  // a lost answer is checked here before the payer is told (below)
  const pay = usePayWithSavedCard({ request: lostAnswerChecked });
  const lookForPayment = useLostCheckoutPaymentCheck(guid);
  const { checking, tell: tellLostAnswer } = useLostAnswerCheck();
  const once = useOneAtATime();

  /**
   * The payment, once per intent. When its answer is lost (the network, a timeout), whether the settlement got paid
   * decides: paid, the confirmation is waited for as after a payment; not, the usual failure, and paying again.
   */
  const startPayment = () =>
    once(async () => {
      setPayError(undefined);
      try {
        await pay.mutateAsync(
          { params: { settlementId: guid } },
          {
            onSuccess: (result) => {
              const outcome = providerOutcome(result);
              if (outcome.kind === 'success') setPhase({ kind: 'polling' });
              else if (outcome.kind === 'verification') startCardVerification(outcome.redirectUri);
              else if (outcome.kind === 'cvv')
                setPhase({ kind: 'cvv', refReqId: refReqIdOf(outcome.redirectUri), then: 'poll' });
              else setPayError(outcome.message);
            },
          },
        );
      } catch (failure) {
        if (!isLostAnswer(failure)) return;
        const paid = await tellLostAnswer(lookForPayment);
        if (!paid) return;
        notifications.show({ id: 'payment-taken', color: 'green', ...texts.paidAfterLostAnswer });
        setPhase({ kind: 'polling' });
      }
    });

  // back from the bank's check of the card with SUCCESS: the payment starts, once
  const returned = useRef(false);
  useEffect(() => {
    if (search.statusCode !== 'SUCCESS' || returned.current) return;
    returned.current = true;
    startPayment();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on arrival only
  }, []);

  usePolling(phase.kind === 'polling', checkout.data, checkout.dataUpdatedAt, (confirmed) => {
    // no more looks; the outcome is said here while the marketing site's page (where one is set) loads
    setPhase({ kind: 'finished', confirmed });
    const page = confirmed ? config.checkout.successUrl : config.checkout.warningUrl;
    if (page) goToProvider(page);
  });

  const status = errorStatus(checkout.error);
  if (checkout.error && (status === 404 || status === 400))
    return (
      <Stack gap="lg">
        <Title order={1}>{title}</Title>
        <Alert color="gray" title={texts.notFound.title} role="alert">
          {texts.notFound.message}
        </Alert>
      </Stack>
    );
  return (
    <Stack gap="lg" maw={640} mx="auto">
      <Title order={1}>{title}</Title>
      {checkout.error && !checkout.data ? (
        <ApiErrorAlert error={checkout.error} />
      ) : !checkout.data ? (
        <LoadingSkeleton label={texts.polling} shape="part" />
      ) : (
        <>
          <Summary settlement={checkout.data} />
          {search.statusCode === 'ERROR' && phase.kind === 'form' && (
            <Alert color="red" title={texts.notVerified.title} role="alert">
              {texts.notVerified.message}
            </Alert>
          )}
          <ProviderErrors errors={payError} />
          <Step
            phase={phase}
            settlement={checkout.data}
            sdk={sdk}
            paying={pay.isPending || checking}
            onCardSaved={startPayment}
            onCvv={(refReqId) => setPhase({ kind: 'cvv', refReqId, then: 'pay' })}
            onCvvDone={() =>
              phase.kind === 'cvv' && phase.then === 'poll' ? setPhase({ kind: 'polling' }) : startPayment()
            }
          />
        </>
      )}
    </Stack>
  );
}

/** Counts the looks at the settlement while polling; says how it ended once it is paid or after too many looks. */
function usePolling(
  active: boolean,
  settlement: CheckoutSettlement | undefined,
  updatedAt: number,
  end: (confirmed: boolean) => void,
) {
  const since = useRef(0);
  const looks = useRef(0);
  const ended = useRef(false);
  useEffect(() => {
    if (!active) return;
    since.current = Date.now();
    looks.current = 0;
    ended.current = false;
  }, [active]);
  useEffect(() => {
    if (!active || ended.current || !settlement || updatedAt <= since.current) return;
    looks.current += 1;
    const paid = settlement.paymentStatus === 'Paid';
    if (paid || looks.current > POLLS_BEFORE_WARNING) {
      ended.current = true;
      end(paid);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per look
  }, [updatedAt]);
}

function Summary({ settlement }: { settlement: CheckoutSettlement }) {
  const line = (label: string, value: string | null | undefined) =>
    value ? (
      <Text size="sm">
        {label}: {value}
      </Text>
    ) : null;
  return (
    <Paper withBorder radius="md" p="md">
      <Text fw={600}>{texts.invoice(settlement.invoiceNumber)}</Text>
      {line(texts.caseName, settlement.caseName)}
      {line(texts.payer, settlement.clientName)}
      {line(texts.dueDate, settlement.paymentDueDate && formatDate(settlement.paymentDueDate))}
      <Group justify="space-between" align="baseline" mt="sm">
        <Text size="sm">{settlementPaymentStatusLabels[settlement.paymentStatus]}</Text>
        <Text fw={700} size="xl">
          {settlement.paymentStatus === 'Paid' ? texts.paidAmount : texts.amount}:{' '}
          {formatAmount(settlement.grossAmount)}
        </Text>
      </Group>
    </Paper>
  );
}

function Step({
  phase,
  settlement,
  sdk,
  paying,
  onCardSaved,
  onCvv,
  onCvvDone,
}: {
  phase: Phase;
  settlement: CheckoutSettlement;
  sdk: CardSdkState;
  paying: boolean;
  onCardSaved: () => void;
  onCvv: (refReqId: string) => void;
  onCvvDone: () => void;
}) {
  if (phase.kind === 'polling' || paying)
    return (
      <Group gap="sm" role="status" wrap="nowrap">
        <Loader size="sm" aria-hidden />
        <Text>{texts.polling}</Text>
      </Group>
    );
  if (phase.kind === 'finished') {
    const copy = phase.confirmed ? texts.confirmed : texts.unconfirmed;
    return (
      <Alert color={phase.confirmed ? 'green' : 'yellow'} title={copy.title} role="status">
        {copy.message}
      </Alert>
    );
  }
  if (settlement.paymentStatus === 'Paid')
    return (
      <Alert color="green" title={texts.paid.title} role="status">
        {texts.paid.message}
      </Alert>
    );
  if (phase.kind === 'cvv')
    return (
      <Paper withBorder radius="md" p="md">
        <CardSdkGate sdk={sdk}>
          {(ready) => <CvvForm sdk={ready} refReqId={phase.refReqId} onDone={onCvvDone} />}
        </CardSdkGate>
      </Paper>
    );
  if (settlement.payuStatus === 'PENDING' || settlement.payuStatus === 'WAITING_FOR_CONFIMRATION')
    return (
      <Alert color="blue" title={texts.inProgress.title} role="status">
        {texts.inProgress.message}
      </Alert>
    );
  return (
    <CardSection id="checkout-pay" title={texts.payTitle} intro={texts.payIntro}>
      {(ready) => <PayerCardForm sdk={ready} guid={settlement.id} onSaved={onCardSaved} onCvv={onCvv} />}
    </CardSection>
  );
}

function PayerCardForm({
  sdk,
  guid,
  onSaved,
  onCvv,
}: {
  sdk: CardSdk;
  guid: string;
  onSaved: () => void;
  onCvv: (refReqId: string) => void;
}) {
  const save = useSavePayerCard();
  const card = useCardSave(
    sdk,
    (token, fingerprint) => save.mutateAsync({ data: { token, fingerprint, settlementId: guid } }),
    { onSaved, onCvv },
  );
  return (
    <Stack gap="md">
      <SecureCardFields sdk={sdk} types={['number', 'date', 'cvv']} />
      <PaymentTerms />
      <div>
        <Button onClick={card.submit} loading={card.busy}>
          {texts.pay}
        </Button>
        <ProviderErrors errors={card.errors} />
      </div>
    </Stack>
  );
}
