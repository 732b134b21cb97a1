import { notifications } from '@mantine/notifications';
import type { SettlementCardProviderResult } from '@portal/sdk/model';
import { useState } from 'react';
import { useOneAtATime } from '@/lib/one-at-a-time';
import { deviceFingerprint } from '@/lib/card-sdk/fingerprint';
import type { CardSdk } from '@/lib/card-sdk/types';
import { mutationErrorText } from '@/components/MutationError';
import { providerOutcome, providerTexts, refReqIdOf, startCardVerification, tokenizeOutcome } from './provider-result';

/**
 * Saving the card typed into the provider's secure fields: tokenized, then sent with the device fingerprint to
 * `save`. The provider's answer is followed: accepted (`onSaved`), the bank's check (the notice and the redirect),
 * the CVV (`onCvv` with the request id, after the "Konieczne uzupełnienie" notice), or refused. The errors (the
 * tokenization's messages joined by a comma, or the answer's message) are for under the button. A second `submit`
 * while one runs does nothing (a double click saves, or pays, once).
 */
export function useCardSave(
  sdk: CardSdk,
  save: (token: string, fingerprint: string) => Promise<SettlementCardProviderResult>,
  { onSaved, onCvv }: { onSaved: () => void; onCvv: (refReqId: string) => void },
) {
  const [errors, setErrors] = useState<string>();
  const [busy, setBusy] = useState(false);
  const once = useOneAtATime();
  const saveCard = async () => {
    setErrors(undefined);
    setBusy(true);
    try {
      const tokenized = tokenizeOutcome(await sdk.tokenize('MULTI'));
      if ('errors' in tokenized) return setErrors(tokenized.errors);
      const outcome = providerOutcome(await save(tokenized.token, await deviceFingerprint()));
      if (outcome.kind === 'success') onSaved();
      else if (outcome.kind === 'verification') startCardVerification(outcome.redirectUri);
      else if (outcome.kind === 'cvv') {
        notifications.show({ color: 'yellow', ...providerTexts.cvvNeeded });
        onCvv(refReqIdOf(outcome.redirectUri));
      } else setErrors(outcome.message);
    } catch (error) {
      setErrors(mutationErrorText(error) ?? undefined);
    } finally {
      setBusy(false);
    }
  };
  return { submit: () => once(saveCard), busy, errors };
}
