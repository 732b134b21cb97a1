import type { ProfileFormValues } from './profile-form';

/**
 * The first-login wizard's draft: what was typed and the step reached, kept in this tab's session storage (not
 * in local storage: it holds personal data and should not outlive the tab) per user, so a reload keeps it. The
 * picture is kept only as the id of the uploaded picture, never its image.
 */
export interface WizardDraft {
  step: number;
  values: ProfileFormValues;
}

const keyOf = (userId: number) => `portal-first-login-draft:${userId}`;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The draft of the user, laid over `fresh` (so a draft of an older shape still fills every field). */
export function readDraft(userId: number, fresh: ProfileFormValues): WizardDraft | undefined {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(keyOf(userId)) ?? 'null');
    if (!isObject(stored) || !isObject(stored.values)) return undefined;
    const values = stored.values as Partial<ProfileFormValues>;
    return {
      step: typeof stored.step === 'number' ? stored.step : 0,
      values: {
        ...fresh,
        ...values,
        addressOfResidence: { ...fresh.addressOfResidence, ...values.addressOfResidence },
        mailingAddress: { ...fresh.mailingAddress, ...values.mailingAddress },
      },
    };
  } catch {
    return undefined;
  }
}

export function writeDraft(userId: number, draft: WizardDraft) {
  try {
    sessionStorage.setItem(keyOf(userId), JSON.stringify(draft));
  } catch {
    // a full or blocked storage only loses the draft, not the form
  }
}

export const clearDraft = (userId: number) => sessionStorage.removeItem(keyOf(userId));
