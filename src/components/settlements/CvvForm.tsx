import { Alert, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { CardSdk } from '@/lib/card-sdk/types';
import { cardFormTexts } from './card-sdk-texts';
import { cvvOutcome, providerTexts } from './provider-result';
import { SecureCardFields } from './SecureCardFields';

/**
 * The CVV step (WARNING_CONTINUE_CVV): only the CVV field, sent to the provider with the answer's request id.
 * The provider's refusal is said under the button, its messages joined by a comma.
 */
export function CvvForm({ sdk, refReqId, onDone }: { sdk: CardSdk; refReqId: string; onDone: () => void }) {
  const [errors, setErrors] = useState<string>();
  const [sending, setSending] = useState(false);
  const send = async () => {
    setSending(true);
    setErrors(undefined);
    // whatever the provider's script answers, or throws, is an outcome to show
    const answer = await Promise.resolve()
      .then(() => sdk.sendCvv(refReqId))
      .catch(() => undefined)
      .finally(() => setSending(false));
    const result = cvvOutcome(answer);
    if ('sent' in result) onDone();
    else setErrors(result.errors);
  };
  return (
    <Stack gap="sm">
      <Text fw={600}>{providerTexts.cvvNeeded.title}</Text>
      <Text size="sm">{providerTexts.cvvNeeded.message}</Text>
      <SecureCardFields sdk={sdk} types={['cvv']} />
      <div>
        <Button onClick={() => void send()} loading={sending}>
          {cardFormTexts.confirmCvv}
        </Button>
        <ProviderErrors errors={errors} />
      </div>
    </Stack>
  );
}

/** The provider's refusal in red under the button that asked (its messages joined by a comma). */
export function ProviderErrors({ errors }: { errors: string | undefined }) {
  if (!errors) return null;
  return (
    <Alert color="red" variant="light" role="alert" py="xs" mt="xs">
      {errors}
    </Alert>
  );
}
