import { Alert } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { clientSettlementsKey, savedCardsKey } from './api';
import { paymentTexts } from './payment-texts';
import type { SettlementsSearch } from './settlements-search';

const { outcome } = paymentTexts;

/**
 * What the client is told on coming back from the card provider (`statusCode`, `refReqId`): the payment or the
 * card was accepted, or it was not. The lists are fetched again: the provider may have changed them meanwhile.
 */
export function ProviderReturn({ search }: { search: SettlementsSearch }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { statusCode, tab } = search;
  useEffect(() => {
    if (!statusCode) return;
    void queryClient.invalidateQueries({ queryKey: tab === 'cards' ? savedCardsKey : clientSettlementsKey });
  }, [queryClient, statusCode, tab]);
  if (!statusCode || statusCode === 'WARNING_CONTINUE_CVV') return null;
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
      onClose={() => void navigate({ to: '/mySettlements', search: tab ? { tab } : {}, replace: true })}
    >
      {copy.message}
    </Alert>
  );
}
