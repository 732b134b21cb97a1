import { Alert, Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { CardSdk } from '@/lib/card-sdk/types';
import { cardFormTexts } from './card-sdk-texts';
import { providerTexts } from './provider-result';
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
    const result = await sdk.sendCvv(refReqId).finally(() => setSending(false));
    if (result.status === 'SUCCESS') onDone();
    else setErrors(result.error.messages.map((m) => m.message).join(', '));
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
