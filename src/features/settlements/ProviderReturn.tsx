import { Alert, Paper } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { notifySaved } from '@/components/notify-saved';
import { cardFormTexts } from '@/components/settlements/card-sdk-texts';
import { CvvForm } from '@/components/settlements/CvvForm';
import { CardSdkGate, useCardSdk } from '@/components/settlements/SecureCardFields';
import { useRefreshAfterProvider } from './api';
import { paymentTexts } from './payment-texts';
import type { SettlementsSearch } from './settlements-search';

const { outcome } = paymentTexts;

/**
 * What the client is told on coming back from the card provider (`statusCode`, `refReqId`): the payment or the
 * card was accepted, the payer cancelled, or it failed. The message takes the focus (the dialog or the button that
 * led here is gone). The lists are fetched again: the provider may have changed them meanwhile.
 */
export function ProviderReturn({ search }: { search: SettlementsSearch }) {
  const refresh = useRefreshAfterProvider();
  const navigate = useNavigate();
  const message = useRef<HTMLDivElement>(null);
  const { statusCode, tab } = search;
  useEffect(() => {
    if (statusCode) void refresh(tab === 'cards');
  }, [refresh, statusCode, tab]);
  useEffect(() => {
    message.current?.focus();
  }, [statusCode]);
  const clear = (next?: 'SUCCESS') =>
    void navigate({ to: '/mySettlements', search: { tab, statusCode: next }, replace: true });
  if (statusCode === 'WARNING_CONTINUE_CVV')
    return search.refReqId ? (
      // a payment confirmed with the CVV is told as one paid in a step
      <CvvStep refReqId={search.refReqId} cards={tab === 'cards'} onDone={() => clear(tab ? undefined : 'SUCCESS')} />
    ) : null;
  if (!statusCode) return null;
  const success = statusCode === 'SUCCESS';
  const canceled = statusCode === 'CANCELED';
  const copy =
    tab === 'cards'
      ? success
        ? outcome.cardAdded
        : outcome.cardNotAdded
      : success
        ? outcome.paid
        : canceled
          ? outcome.canceled
          : outcome.notFinished;
  return (
    <Alert
      ref={message}
      tabIndex={-1}
      color={success ? 'green' : canceled ? 'blue' : 'red'}
      title={copy.title}
      role={success || canceled ? 'status' : 'alert'}
      withCloseButton
      closeButtonLabel={paymentTexts.close}
      onClose={() => clear()}
    >
      {copy.message}
    </Alert>
  );
}

/** The provider asked for the CVV (a payment with the saved card, or a card being saved): only that field. */
function CvvStep({ refReqId, cards, onDone }: { refReqId: string; cards: boolean; onDone: () => void }) {
  const sdk = useCardSdk();
  const refresh = useRefreshAfterProvider();
  const done = () => {
    if (cards) {
      notifySaved(cardFormTexts.cardAdded.message, cardFormTexts.cardAdded.title);
      void refresh(true);
    }
    onDone();
  };
  return (
    <Paper withBorder radius="md" p="md">
      <CardSdkGate sdk={sdk}>{(ready) => <CvvForm sdk={ready} refReqId={refReqId} onDone={done} />}</CardSdkGate>
    </Paper>
  );
}
