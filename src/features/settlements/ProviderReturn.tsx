import { Alert, Paper } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
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
 * card was accepted, or it was not. The lists are fetched again: the provider may have changed them meanwhile.
 */
export function ProviderReturn({ search }: { search: SettlementsSearch }) {
  const refresh = useRefreshAfterProvider();
  const navigate = useNavigate();
  const { statusCode, tab } = search;
  useEffect(() => {
    if (statusCode) void refresh(tab === 'cards');
  }, [refresh, statusCode, tab]);
  const clear = () => void navigate({ to: '/mySettlements', search: tab ? { tab } : {}, replace: true });
  if (statusCode === 'WARNING_CONTINUE_CVV')
    return search.refReqId ? <CvvStep refReqId={search.refReqId} cards={tab === 'cards'} onDone={clear} /> : null;
  if (!statusCode) return null;
  const success = statusCode === 'SUCCESS';
  const copy =
    tab === 'cards'
      ? success
        ? outcome.cardAdded
        : outcome.cardNotAdded
      : success
        ? outcome.paid
        : outcome.notFinished;
  return (
    <Alert
      color={success ? 'green' : 'red'}
      title={copy.title}
      role={success ? 'status' : 'alert'}
      withCloseButton
      closeButtonLabel={paymentTexts.close}
      onClose={clear}
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
    const copy = cards ? cardFormTexts.cardAdded : outcome.paid;
    notifySaved(copy.message, copy.title);
    void refresh(cards);
    onDone();
  };
  return (
    <Paper withBorder radius="md" p="md">
      <CardSdkGate sdk={sdk}>{(ready) => <CvvForm sdk={ready} refReqId={refReqId} onDone={done} />}</CardSdkGate>
    </Paper>
  );
}
