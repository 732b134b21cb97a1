import { caseTexts } from '@/features/cases/texts';
import { serverFieldErrors } from '@/lib/server-errors';

/**
 * A failed step of a submit, with the Polish message that says what is saved and what is not. `partial`: an
 * earlier step (creating the case) succeeded, so the message matters even when the failure is a 400.
 */
export class SubmitFailure extends Error {
  readonly partial: boolean;

  constructor(message: string, cause: unknown, partial = false) {
    super(message, { cause });
    this.name = 'SubmitFailure';
    this.partial = partial;
  }
}

export interface FailureView<F extends string> {
  /** Messages to show under fields. */
  fields: Partial<Record<F, string>>;
  /** The alert above the buttons. */
  message: string;
}

/**
 * What the form shows after a failed submit: a 400's field messages under the fields (others in the alert), and
 * for any other failure the step's message (the catalogue toast comes from the HTTP layer).
 */
export function failureView<F extends string>(
  error: unknown,
  formFields: readonly F[],
  fallback: string,
  aliases?: Record<string, F>,
): FailureView<F> {
  const failure = error instanceof SubmitFailure ? error : new SubmitFailure(fallback, error);
  const invalid = serverFieldErrors(failure.cause, formFields, aliases);
  if (!invalid) return { fields: {}, message: failure.message };
  const parts = [failure.partial ? failure.message : caseTexts.forms.messages.invalid, ...invalid.other];
  return { fields: invalid.fields, message: parts.join(' ') };
}
