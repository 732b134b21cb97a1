import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useSaveSettlementCard } from '@portal/sdk';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { notifySaved } from '../../../components/notify-saved';
import { cardFormTexts } from '../../../components/settlements/card-sdk-texts';
import { CvvForm, ProviderErrors } from '../../../components/settlements/CvvForm';
import { providerOutcome, providerTexts, startCardVerification } from '../../../components/settlements/provider-result';
import { CardSdkGate, SecureCardFields, useCardSdk } from '../../../components/settlements/SecureCardFields';
import { mutationErrorText } from '../../../components/MutationError';
import { deviceFingerprint } from '../../../lib/card-sdk/fingerprint';
import type { CardSdk } from '../../../lib/card-sdk/types';
import { savedCardsKey } from '../api';
import { cardTexts } from './card-texts';

/**
 * "Dodaj kartę": the card provider's secure fields, tokenized and saved (POST Settlement/saveCard with the token
 * and the device fingerprint). The provider may ask for the bank's check (3-D Secure) or for the CVV first.
 */
export function AddCardForm() {
  const sdk = useCardSdk();
  return (
    <Paper component="section" aria-labelledby="add-card" withBorder radius="md" p="md">
      <Title order={2} size="h3" id="add-card" mb="xs">
        {cardTexts.addTitle}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {cardTexts.addIntro}
      </Text>
      <CardSdkGate sdk={sdk}>{(ready) => <CardSteps sdk={ready} />}</CardSdkGate>
    </Paper>
  );
}

function CardSteps({ sdk }: { sdk: CardSdk }) {
  const queryClient = useQueryClient();
  const save = useSaveSettlementCard();
  const [cvvRequest, setCvvRequest] = useState<string>();
  // a new key renders empty fields after a card was added
  const [round, setRound] = useState(0);
  const [errors, setErrors] = useState<string>();
  const [busy, setBusy] = useState(false);

  const added = () => {
    notifySaved(cardFormTexts.cardAdded.message, cardFormTexts.cardAdded.title);
    void queryClient.invalidateQueries({ queryKey: savedCardsKey });
    setCvvRequest(undefined);
    setRound((n) => n + 1);
  };

  const submit = async () => {
    setErrors(undefined);
    setBusy(true);
    try {
      const tokenized = await sdk.tokenize('MULTI');
      if (tokenized.status === 'ERROR') return setErrors(tokenized.error.messages.map((m) => m.message).join(', '));
      const fingerprint = await deviceFingerprint();
      const result = await save.mutateAsync({ params: { token: tokenized.body.token, fingerprint } });
      const outcome = providerOutcome(result);
      if (outcome.kind === 'success') added();
      else if (outcome.kind === 'verification') startCardVerification(outcome.redirectUri);
      else if (outcome.kind === 'cvv') {
        notifications.show({ color: 'yellow', ...providerTexts.cvvNeeded });
        setCvvRequest(sdk.extractRefReqId(outcome.redirectUri));
      } else setErrors(outcome.message);
    } catch (error) {
      setErrors(mutationErrorText(error) ?? undefined);
    } finally {
      setBusy(false);
    }
  };

  if (cvvRequest) return <CvvForm sdk={sdk} refReqId={cvvRequest} onDone={added} />;
  return (
    <Stack gap="md" key={round}>
      <SecureCardFields sdk={sdk} types={['number', 'date', 'cvv']} />
      <div>
        <Button onClick={() => void submit()} loading={busy}>
          {cardFormTexts.save}
        </Button>
        <ProviderErrors errors={errors} />
      </div>
    </Stack>
  );
}
