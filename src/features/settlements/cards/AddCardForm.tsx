import { Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { notifySaved } from '@/components/notify-saved';
import { cardFormTexts } from '@/components/settlements/card-sdk-texts';
import { CvvForm, ProviderErrors } from '@/components/settlements/CvvForm';
import { CardSection, SecureCardFields } from '@/components/settlements/SecureCardFields';
import { useCardSave } from '@/components/settlements/use-card-save';
import type { CardSdk } from '@/lib/card-sdk/types';
import { useRefreshAfterProvider, useSaveCard } from '@/features/settlements/api';
import { cardTexts } from './card-texts';

/**
 * "Dodaj kartę": the card provider's secure fields, tokenized and saved (POST Settlement/saveCard with the token
 * and the device fingerprint). The provider may ask for the bank's check (3-D Secure) or for the CVV first.
 */
export function AddCardForm() {
  return (
    <CardSection id="add-card" title={cardTexts.addTitle} intro={cardTexts.addIntro}>
      {(sdk) => <CardSteps sdk={sdk} />}
    </CardSection>
  );
}

function CardSteps({ sdk }: { sdk: CardSdk }) {
  const save = useSaveCard();
  const refresh = useRefreshAfterProvider();
  const [cvvRequest, setCvvRequest] = useState<string>();
  // a new key renders empty fields after a card was added
  const [round, setRound] = useState(0);
  const added = () => {
    notifySaved(cardFormTexts.cardAdded.message, cardFormTexts.cardAdded.title);
    // after the CVV the provider, not our call, saved the card
    if (cvvRequest) void refresh(true);
    setCvvRequest(undefined);
    setRound((n) => n + 1);
  };
  const card = useCardSave(sdk, (token, fingerprint) => save.mutateAsync({ params: { token, fingerprint } }), {
    onSaved: added,
    onCvv: setCvvRequest,
  });

  if (cvvRequest) return <CvvForm sdk={sdk} refReqId={cvvRequest} onDone={added} />;
  return (
    <Stack gap="md" key={round}>
      <SecureCardFields sdk={sdk} types={['number', 'date', 'cvv']} />
      <div>
        <Button onClick={card.submit} loading={card.busy}>
          {cardFormTexts.save}
        </Button>
        <ProviderErrors errors={card.errors} />
      </div>
    </Stack>
  );
}
